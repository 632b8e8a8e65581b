// Seeds the db for a data set, in dependency order, dated from the day it is written on (seedClock).
// Same data set and day, same data, every time.
import { seedClock, type SeedClock } from '@/lib/seed-clock';
import type { Collection } from '../db/collection';
import type { DataCollectionName, Db } from '../db/db';
import { seedAdmins } from './admins';
import { bigDonations, bigVolunteers } from './big';
import { seedContacts } from './contacts';
import { seedDonations } from './donations';
import { seedSettings } from './settings';
import { seedVolunteers } from './volunteers';

export type DataSet = 'default' | 'empty' | 'big';
export const DATASET_KEY = 'meta:dataset';
/** The UTC day the stored seed was written for (its first instant, an ISO string): the seed can be made again to compare with. */
export const SEED_DAY_KEY = 'meta:seed-day';

type RecordOf<N extends DataCollectionName> = Db[N] extends Collection<infer R> ? R : never;

/**
 * The records each collection that is not an image resource's starts with, by data set: every
 * one says, so a new one must (tsc); an image resource's seed is in its declaration
 * (mocks/resources). Admin accounts exist in every data set so the admin panel stays reachable;
 * the empty set has nothing else; the big one has many donations and volunteers.
 */
const SEEDS: { [N in DataCollectionName]: (clock: SeedClock, dataSet: DataSet) => RecordOf<N>[] } = {
  donations: (clock, dataSet) => (dataSet === 'empty' ? [] : dataSet === 'big' ? bigDonations(clock) : seedDonations(clock)),
  contacts: (clock, dataSet) => (dataSet === 'empty' ? [] : seedContacts(clock)),
  volunteers: (clock, dataSet) => (dataSet === 'empty' ? [] : dataSet === 'big' ? bigVolunteers(clock) : seedVolunteers(clock)),
  admins: (clock) => seedAdmins(clock),
  // Made by use: none in any seed.
  sessions: () => [],
  loginAttempts: () => [],
  uploads: () => [],
  outbox: () => [],
};

/** Writes the seed of `dataSet` for the UTC day of `today` (epoch ms). */
export async function seedDb(db: Db, dataSet: DataSet, today: number): Promise<void> {
  const clock = seedClock(today);
  await db.clear();
  const seeds = [
    ...db.resources.map((resource) => [resource.name, dataSet === 'empty' ? [] : resource.seed(clock)] as const),
    ...(Object.keys(SEEDS) as DataCollectionName[]).map((name) => [name, SEEDS[name](clock, dataSet)] as const),
  ];
  // db.clear() left every collection empty: only the seeded ones are written.
  for (const [name, records] of seeds) if (records.length > 0) await db.collection(name).replaceAll(records);
  await db.setSettings(seedSettings());
  await db.storage.setItem(DATASET_KEY, dataSet);
  await db.storage.setItem(SEED_DAY_KEY, clock.at(0));
  await db.writeSchemaVersion();
}
