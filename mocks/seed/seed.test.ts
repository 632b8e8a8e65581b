import { describe, expect, it } from 'vitest';
import { createDb } from '../db/db';
import { createMemoryStorage } from '../db/storage';
import { seedDb } from '.';
import { now } from '@/lib/clock';

/** Every stored key and value of a fresh seed written at `at`, as one JSON text. */
async function snapshot(at = now()) {
  const db = createDb(createMemoryStorage());
  await seedDb(db, 'default', at);
  const keys = (await db.storage.keys()).sort();
  return JSON.stringify(await Promise.all(keys.map(async (key) => [key, await db.storage.getItem(key)])));
}

describe('seed', () => {
  it('is deterministic: two seeds of the same day are identical byte for byte, at any time of that day', async () => {
    const morning = Date.UTC(2027, 4, 3, 0, 0, 1);
    const [a, b] = [await snapshot(morning), await snapshot(Date.UTC(2027, 4, 3, 23, 59, 59))];
    expect(a.length).toBeGreaterThan(1000);
    expect(a).toBe(b);
  });

  it('is dated from its day: another day moves every date, nothing else', async () => {
    const a = await snapshot(Date.UTC(2027, 4, 3, 12));
    const b = await snapshot(Date.UTC(2027, 4, 4, 12));
    expect(a).not.toBe(b);
    const undated = (json: string) => json.replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/g, 'DATE');
    expect(undated(a)).toBe(undated(b));
  });

  it('stores no plain-text password', async () => {
    const json = JSON.stringify(await snapshot());
    expect(json).not.toContain('admin123');
    expect(json).not.toContain('moderator123');
  });
});
