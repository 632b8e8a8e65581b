import type { AdminRecord } from '../db/records';
import type { SeedClock } from '@/lib/seed-clock';

// Fixed salts with their PBKDF2-SHA256 (100,000 rounds) hashes, precomputed so seeding stays
// instant and deterministic. Passwords: admin123 and moderator123.
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
      password_hash: '7d8b0b3f298c766d90e7a9446df93ccb0842d04305c130ec2b21ca97e4f40c73',
    },
    {
      id: 2,
      username: 'moderator',
      email: 'moderator@hopefoundation.org.uk',
      role: 'moderator',
      is_active: true,
      created_at: clock.at(200),
      password_salt: '0b7e4d2c9f1a38560b7e4d2c9f1a3856',
      password_hash: '403d75ca3b7c8d2d780542566938a84a3142c9d94b607190cac229d34b59aeec',
    },
  ];
}
