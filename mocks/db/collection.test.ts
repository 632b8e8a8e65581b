import { describe, expect, it } from 'vitest';
import { Collection, counterKey, recordKey } from './collection';
import { createMemoryStorage, type KeyValueStorage } from './storage';

interface Row {
  id: number;
  name: string;
  active?: boolean;
}

const ids = (rows: Row[]) => rows.map((r) => r.id);
const names = (rows: Row[]) => rows.map((r) => r.name).sort();

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
    expect(names(left)).toEqual(['new 0', 'new 1', 'new 2', 'new 3', 'new 4']);
    expect(new Set(ids(left)).size).toBe(5);
  });

  it('shares one storage read between reads that overlap, but not across an invalidation', async () => {
    const storage = createMemoryStorage();
    let reads = 0;
    const counting = { ...storage, driver: 'counting', entries: <T>(prefix: string) => ((reads += 1), storage.entries<T>(prefix)) };
    const rows = new Collection<Row>(counting, 'rows', () => {});
    await storage.setItem(recordKey('rows', 1), { id: 1, name: 'one' });
    const [a, b] = await Promise.all([rows.all(), rows.all()]);
    expect(reads).toBe(1);
    expect(a).toEqual([{ id: 1, name: 'one' }]);
    expect(b).toBe(a);
    // Another tab wrote during a read: the read under way is not shared with the reads after it.
    rows.invalidate();
    reads = 0;
    const before = rows.all();
    await storage.writeMany({
      writes: new Map([
        [recordKey('rows', 1), null],
        [recordKey('rows', 2), { value: { id: 2, name: 'two' } }],
      ]),
      cleared: false,
    });
    rows.invalidate();
    const [, after] = await Promise.all([before, rows.all(), rows.all()]);
    expect(reads).toBe(2);
    expect(names(after)).toEqual(['two']);
  });

  it('a write stores the record it changes and no other, and keeps the cached list without reading it again', async () => {
    const storage = createMemoryStorage();
    const batches: string[][] = [];
    let reads = 0;
    const recording: KeyValueStorage = {
      ...storage,
      entries: <T>(prefix: string) => ((reads += 1), storage.entries<T>(prefix)),
      writeMany: (batch) => (batches.push([...batch.writes.keys()]), storage.writeMany(batch)),
    };
    const rows = new Collection<Row>(recording, 'rows', () => {});
    await rows.replaceAll(Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, name: `row ${i + 1}` })));
    await rows.all();
    batches.length = 0;
    await rows.update(500, { name: 'changed' });
    const created = await rows.insert({ name: 'new' });
    await rows.remove(2);
    expect(batches).toEqual([[recordKey('rows', 500)], [recordKey('rows', 1001), counterKey('rows')], [recordKey('rows', 2)]]);
    expect(created.id).toBe(1001);
    const listed = await rows.all();
    expect(reads).toBe(0); // replaceAll left the whole list cached: no write read it again
    expect(listed).toHaveLength(1000);
    expect(listed.find((r) => r.id === 500)?.name).toBe('changed');
    expect(ids(listed).slice(0, 2)).toEqual([1, 3]);
    expect(listed.at(-1)).toEqual(created);
    // What a fresh reader (another tab) finds is what this tab's cache holds.
    expect(await new Collection<Row>(storage, 'rows', () => {}).all()).toEqual(listed);
  });

  it('never gives an id twice, even when the record that had the highest one is gone', async () => {
    const rows = new Collection<Row>(createMemoryStorage(), 'rows', () => {});
    const first = await rows.insert({ name: 'a' });
    await rows.remove(first.id);
    expect((await rows.insert({ name: 'b' })).id).toBe(first.id + 1);
  });

  it('a failed write does not block the writes after it', async () => {
    const storage = createMemoryStorage();
    let fail = true;
    const flaky: KeyValueStorage = {
      ...storage,
      driver: 'flaky',
      writeMany: async (batch) => {
        if (fail) {
          fail = false;
          throw new Error('disk full');
        }
        await storage.writeMany(batch);
      },
    };
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

describe('Collection in two tabs over one storage', () => {
  /** Two tabs: each its own Collection (its own cache), one storage and its lock between them. */
  function twoTabs(storage: KeyValueStorage = createMemoryStorage()) {
    return [new Collection<Row>(storage, 'rows', () => {}), new Collection<Row>(storage, 'rows', () => {})] as const;
  }

  it('interleaved inserts from both tabs are all stored, with unique ids', async () => {
    const [tabA, tabB] = twoTabs();
    await Promise.all(Array.from({ length: 10 }, (_, i) => [tabA.insert({ name: `A ${i}` }), tabB.insert({ name: `B ${i}` })]).flat());
    tabA.invalidate(); // what tab B's broadcast does
    const stored = await tabA.all();
    expect(stored).toHaveLength(20);
    expect(new Set(ids(stored)).size).toBe(20);
  });

  it("a write reads the stored list, not the tab's cached copy (another tab wrote since)", async () => {
    const [tabA, tabB] = twoTabs();
    await tabA.replaceAll([{ id: 1, name: 'seed' }]);
    expect(ids(await tabB.all())).toEqual([1]); // tab B caches the list
    await tabA.insert({ name: 'from A' });
    const fromB = await tabB.insert({ name: 'from B' });
    expect(fromB.id).toBe(3);
    tabA.invalidate();
    expect(names(await tabA.all())).toEqual(['from A', 'from B', 'seed']);
  });

  it('a toggle given as a function flips the stored value: two tabs toggling make two flips', async () => {
    const [tabA, tabB] = twoTabs();
    await tabA.replaceAll([{ id: 1, name: 'banner', active: true }]);
    await Promise.all([tabA.get(1), tabB.get(1)]); // both tabs show it active
    await Promise.all([tabA.update(1, (row) => ({ active: !row.active })), tabB.update(1, (row) => ({ active: !row.active }))]);
    tabA.invalidate();
    expect((await tabA.get(1))?.active).toBe(true);
  });

  it('a read that began before a write does not leave the old list in the cache', async () => {
    const storage = createMemoryStorage();
    let releaseRead: () => void = () => {};
    let slowNextRead = false;
    const slow: KeyValueStorage = {
      ...storage,
      entries: async <T>(prefix: string) => {
        const value = await storage.entries<T>(prefix);
        if (slowNextRead) {
          slowNextRead = false;
          await new Promise<void>((resolve) => (releaseRead = resolve));
        }
        return value;
      },
    };
    const rows = new Collection<Row>(slow, 'rows', () => {});
    slowNextRead = true;
    const early = rows.all(); // reads the empty list, then waits
    await rows.insert({ name: 'written meanwhile' });
    releaseRead();
    expect(await early).toEqual([]);
    expect(names(await rows.all())).toEqual(['written meanwhile']);
  });
});
