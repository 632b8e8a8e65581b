// The db the tests' backend answers from (./vitest-backend.ts), swapped for a fresh one by each
// test (src/testing/test-db.ts). Test state: the backend itself gets its db from its host.
import { createDb, type Db } from '../db/db';
import { createMemoryStorage } from '../db/storage';
import { pageDeps } from '../hosts/page/storages';

let current: Db = createDb(createMemoryStorage());

/** The db the tests' backend uses now. */
export function getDb(): Db {
  return current;
}

export function setDb(db: Db): void {
  current = db;
}

/** The deps of a backend in the test's page, answering from the current db. */
export const testDeps = pageDeps(getDb);
