import { BUILT_IN_SERVICES } from '@/content/services';
import type { ServiceRecord } from '../db/records';
import type { SeedClock } from '@/lib/seed-clock';

// The six services of the spec, in the order the public page shows them: the same ones the
// public page falls back to, with seed dates.
export function seedServices(clock: SeedClock): ServiceRecord[] {
  return BUILT_IN_SERVICES.map((service, index) => ({ ...service, created_at: clock.at(90 - index * 5) }));
}
