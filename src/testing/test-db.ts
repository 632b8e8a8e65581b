// A fresh, seeded, in-memory mock db for each test.
import { createDb, type Db } from '@mocks/db/db';
import { getDb, setDb } from '@mocks/testing/current-db';
import { createMemoryStorage } from '@mocks/db/storage';
import { ensureLocalData } from '@mocks/db/local-data';
import { seedDb, type DataSet } from '@mocks/seed';
import { now } from '@/lib/clock';
import { seedClock } from '@/lib/seed-clock';

export async function resetTestDb(dataSet: DataSet = 'default'): Promise<Db> {
  const db = createDb(createMemoryStorage());
  setDb(db);
  await seedDb(db, dataSet, now());
  ensureLocalData(localStorage, now(), dataSet, true);
  return db;
}

export { getDb };

/** The seed's clock for today, as resetTestDb and a reseed date the seed. */
export const testSeedClock = () => seedClock(now());
