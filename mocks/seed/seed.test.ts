import { describe, expect, it } from 'vitest';
import { createDb } from '../db/db';
import { createMemoryStorage } from '../db/storage';
import { seedDb } from '.';

async function snapshot() {
  const db = createDb(createMemoryStorage());
  await seedDb(db, 'default');
  const keys = (await db.storage.keys()).sort();
  return Promise.all(keys.map(async (key) => [key, await db.storage.getItem(key)]));
}

describe('seed', () => {
  it('is deterministic: two fresh seeds are equal', async () => {
    const [a, b] = [await snapshot(), await snapshot()];
    expect(a.length).toBeGreaterThan(3);
    expect(a).toEqual(b);
  });

  it('stores no plain-text password', async () => {
    const json = JSON.stringify(await snapshot());
    expect(json).not.toContain('admin123');
    expect(json).not.toContain('moderator123');
  });
});
