import { describe, expect, it } from 'vitest';
import { Collection } from './collection';
import { createMemoryStorage } from './storage';

interface Row {
  id: number;
  name: string;
}

describe('Collection', () => {
  it('keeps every write when requests overlap', async () => {
    const rows = new Collection<Row>(createMemoryStorage(), 'rows', () => {});
    await rows.replaceAll(Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `row ${i + 1}` })));
    // Ten deletes and five inserts at once, as parallel API calls would make them.
    await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => rows.remove(i + 1)),
      ...Array.from({ length: 5 }, (_, i) => rows.insert({ name: `new ${i}` })),
    ]);
    const left = await rows.all();
    expect(left.map((r) => r.name).sort()).toEqual(['new 0', 'new 1', 'new 2', 'new 3', 'new 4']);
    expect(new Set(left.map((r) => r.id)).size).toBe(5);
  });

  it('a failed write does not block the writes after it', async () => {
    const storage = createMemoryStorage();
    let fail = true;
    const flaky = { ...storage, driver: 'flaky', setItem: async <T,>(key: string, value: T) => {
      if (fail) {
        fail = false;
        throw new Error('disk full');
      }
      await storage.setItem(key, value);
    } };
    const rows = new Collection<Row>(flaky, 'rows', () => {});
    await expect(rows.insert({ name: 'lost' })).rejects.toThrow('disk full');
    await expect(rows.insert({ name: 'kept' })).resolves.toMatchObject({ name: 'kept' });
    expect((await rows.all()).map((r) => r.name)).toEqual(['kept']);
  });

  it('transact: a check and its write never interleave with another request', async () => {
    const rows = new Collection<Row>(createMemoryStorage(), 'rows', () => {});
    // Ten requests each take the next free number only if nobody has it yet.
    const taken = await Promise.all(
      Array.from({ length: 10 }, () =>
        rows.transact((all) => {
          const next = all.length + 1;
          return { records: [...all, { id: next, name: `n${next}` }], result: next };
        }),
      ),
    );
    expect(taken.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await rows.transact((all) => ({ result: all.length }))).toBe(10);
  });
});
