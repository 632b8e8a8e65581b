import { BUILT_IN_SERVICES } from '@/content/services';
import type { ServiceRecord } from '../db/records';
import { seedDate } from './clock';

// The six services of the spec, in the order the public page shows them: the same ones the
// public page falls back to, with seed dates.
export function seedServices(): ServiceRecord[] {
  return BUILT_IN_SERVICES.map((service, index) => ({ ...service, created_at: seedDate(90 - index * 5) }));
}
