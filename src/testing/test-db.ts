// A fresh, seeded, in-memory mock db for each test.
import { createDb, getDb, setDb, type Db } from '@mocks/db/db';
import { createMemoryStorage } from '@mocks/db/storage';
import { ensureLocalData } from '@mocks/local-data';
import { seedDb, type DataSet } from '@mocks/seed';

export async function resetTestDb(dataSet: DataSet = 'default'): Promise<Db> {
  const db = createDb(createMemoryStorage());
  setDb(db);
  await seedDb(db, dataSet);
  ensureLocalData(localStorage, dataSet, true);
  return db;
}

export { getDb };
