import { PASSWORD_ITERATIONS } from '../auth/passwords';
import type { AdminRecord } from '../db/records';
import type { SeedClock } from '@/lib/seed-clock';

// Fixed salts with their PBKDF2-SHA256 hashes at PASSWORD_ITERATIONS (600,000), precomputed so
// seeding (first visit, reset) stays instant and deterministic. Passwords: admin123 and moderator123.
export function seedAdmins(clock: SeedClock): AdminRecord[] {
  return [
    {
      id: 1,
      username: 'admin',
      email: 'admin@hopefoundation.org.uk',
      role: 'admin',
      is_active: true,
      created_at: clock.at(400),
      password_salt: 'a1f3c9e27b5d4068a1f3c9e27b5d4068',
      password_hash: '184d4d38131009e41161aa207c33c2648faf636c670caff21798da8d927e5277',
      password_iterations: PASSWORD_ITERATIONS,
    },
    {
      id: 2,
      username: 'moderator',
      email: 'moderator@hopefoundation.org.uk',
      role: 'moderator',
      is_active: true,
      created_at: clock.at(200),
      password_salt: '0b7e4d2c9f1a38560b7e4d2c9f1a3856',
      password_hash: '059bc06ecef0186da9e523c83e349d3d0aa8dd68dac3a039e029e15f7240575b',
      password_iterations: PASSWORD_ITERATIONS,
    },
  ];
}
