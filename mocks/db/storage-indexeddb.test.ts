// The IndexedDB path, on fake-indexeddb (installed in this file only).
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lock } from './lock';

type StorageModule = typeof import('./storage');
type BootModule = typeof import('./boot-db');
type DbModule = typeof import('./db');
type LockModule = typeof import('./lock');
let storage: StorageModule;
let boot: BootModule;
let dbModule: DbModule;
let lockModule: LockModule;
let serial = 0;
/** A fresh database name per test, so tests do not see each other's data. */
let name: string;

beforeEach(async () => {
  vi.resetModules();
  storage = await import('./storage');
  boot = await import('./boot-db');
  dbModule = await import('./db');
  lockModule = await import('./lock');
  name = `charity-test-${(serial += 1)}`;
});

describe('createIndexedDbStorage', () => {
  it('opens IndexedDB and round-trips values', async () => {
    const store = await storage.createIndexedDbStorage(name);
    expect(store?.driver).toBe('indexeddb');
    await store!.setItem('r:banners:2', { id: 2, title: 'Hope' });
    await store!.writeMany({
      writes: new Map([
        ['r:banners:1', { value: { id: 1 } }],
        ['r:bannersX', { value: 'not of the prefix' }],
      ]),
      cleared: false,
    });
    expect(await store!.getItem('r:banners:2')).toEqual({ id: 2, title: 'Hope' });
    expect(await store!.getItem('missing')).toBeNull();
    expect(await store!.keys()).toEqual(['meta:probe', 'r:banners:1', 'r:banners:2', 'r:bannersX']);
    expect(await store!.entries('r:banners:')).toEqual([
      ['r:banners:1', { id: 1 }],
      ['r:banners:2', { id: 2, title: 'Hope' }],
    ]);
    await store!.removeItem('r:banners:2');
    expect(await store!.keys('r:banners:')).toEqual(['r:banners:1']);
    await store!.clear();
    expect(await store!.keys()).toEqual([]);
  });

  it('stores a batch all or nothing: a write it cannot clone aborts the others', async () => {
    const store = (await storage.createIndexedDbStorage(name))!;
    const writes = new Map<string, { value: unknown }>([
      ['a', { value: 1 }],
      ['b', { value: () => 'no clone' }],
    ]);
    await expect(store.writeMany({ writes, cleared: true })).rejects.toThrow();
    expect(await store.keys()).toEqual(['meta:probe']);
  });

  it('keeps the data for the next start (a reload): the second boot does not reseed', async () => {
    const first = await boot.bootDb({ local: localStorage, dataSet: 'default', openStorage: () => storage.createIndexedDbStorage(name) });
    expect(first).toMatchObject({ driver: 'indexeddb', persistent: true, reseeded: true, reason: 'new' });
    await first.db.banners.insert({ ...(await first.db.banners.get(1))!, id: 99, title: 'Made before the reload' });

    const second = await boot.bootDb({ local: localStorage, dataSet: 'default', openStorage: () => storage.createIndexedDbStorage(name) });
    expect(second).toMatchObject({ driver: 'indexeddb', persistent: true, reseeded: false, reason: null });
    expect((await second.db.banners.get(99))?.title).toBe('Made before the reload');
  });

  it('reseeds a store written by another schema version', async () => {
    const store = (await storage.createIndexedDbStorage(name))!;
    await store.setItem('meta:schema', dbModule.SCHEMA_VERSION + 1);
    await store.setItem('c:banners', [{ id: 1, shape: 'from the future' }]);
    const booted = await boot.bootDb({ local: localStorage, dataSet: 'default', openStorage: () => storage.createIndexedDbStorage(name) });
    expect(booted).toMatchObject({ persistent: true, reseeded: true, reason: 'version' });
    expect(await booted.db.readSchemaVersion()).toBe(dbModule.SCHEMA_VERSION);
    expect((await booted.db.banners.get(1))?.title).toEqual(expect.any(String));
  });
});

describe('two tabs on one IndexedDB database', () => {
  const contact = (name: string) =>
    ({ name, email: 'tabs@example.org', message: 'Hello', status: 'new', created_at: '2026-01-01T00:00:00.000Z' }) as const;

  /** Each tab opens the database itself (its own connection and caches), as real tabs do. */
  async function openTabs(locks: [Lock, Lock]) {
    return Promise.all(locks.map(async (lock) => dbModule.createDb((await storage.createIndexedDbStorage(name, { lock }))!)));
  }

  /** Ten inserts from each tab, interleaved; then what a fresh tab reads. */
  async function twentyInserts(locks: [Lock, Lock]) {
    const [tabA, tabB] = await openTabs(locks);
    // Both tabs have read (and cached) the list before the burst, as open pages have.
    await Promise.all([tabA.contacts.all(), tabB.contacts.all()]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => [tabA.contacts.insert(contact(`A ${i}`)), tabB.contacts.insert(contact(`B ${i}`))]).flat(),
    );
    const [reader] = await openTabs([lockModule.createTabLock(), lockModule.createTabLock()]);
    return { answers, stored: await reader.contacts.all() };
  }

  it('with one lock between them (Web Locks), 20 interleaved inserts are all stored, with unique ids', async () => {
    const webLocks = lockModule.createTabLock(); // one lock for both: what navigator.locks is to tabs
    const { answers, stored } = await twentyInserts([webLocks, webLocks]);
    expect(stored.map((c) => c.name).sort()).toEqual(answers.map((c) => c.name).sort());
    expect(stored).toHaveLength(20);
    expect(new Set(stored.map((c) => c.id)).size).toBe(20);
    expect(new Set(answers.map((c) => c.id)).size).toBe(20); // the ids answered are the ids stored
  });

  it('with only a lock per tab, the tabs write over each other (why the shared lock is needed)', async () => {
    const { answers, stored } = await twentyInserts([lockModule.createTabLock(), lockModule.createTabLock()]);
    expect(answers).toHaveLength(20); // every request was answered as created...
    expect(stored.length).toBeLessThan(20); // ...but some were lost
  });
});

describe('a profile written by the layout before one key per record', () => {
  /** What earlier builds stored (through localforage: database 'charity-…', store 'db', version 1, values as they are). */
  async function writeOldProfile(entries: Record<string, unknown>) {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name, 1);
      open.onupgradeneeded = () => open.result.createObjectStore('db');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('db', 'readwrite');
      for (const [key, value] of Object.entries(entries)) tx.objectStore('db').put(value, key);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }

  it('is rewritten in the new layout once at start, nothing lost and nothing reseeded; a value it cannot read stays as stored', async () => {
    const { seedDb } = await import('../seed');
    const { createMemoryStorage } = storage;
    // Today's data, as today's build stores it: the seed, one array per collection.
    const seeded = dbModule.createDb(createMemoryStorage());
    await seedDb(seeded, 'default', Date.UTC(2026, 0, 15));
    const old: Record<string, unknown> = Object.fromEntries(await seeded.storage.entries(''));
    for (const key of Object.keys(old)) if (key.startsWith('r:') || key.startsWith('n:')) delete old[key];
    for (const name of ['banners', 'services', 'gallery', 'donations', 'contacts', 'volunteers', 'admins'] as const) {
      old[`c:${name}`] = await seeded[name].all();
    }
    const donations = old['c:donations'] as { id: number; donor_name: string }[];
    old['c:donations'] = [...donations, { ...donations[0], id: 9001, donor_name: 'Made by the old build' }];
    old['c:legacy'] = 'a value no build reads';
    await writeOldProfile(old);

    const booted = await boot.bootDb({ local: localStorage, dataSet: 'default', openStorage: () => storage.createIndexedDbStorage(name) });
    expect(booted).toMatchObject({ driver: 'indexeddb', persistent: true, reseeded: false, reason: null });
    expect(await booted.db.donations.all()).toEqual(old['c:donations']);
    expect(await booted.db.admins.all()).toEqual(old['c:admins']);
    expect(await booted.db.getSettings()).toEqual(old.settings);
    const keys = await booted.db.storage.keys();
    expect(keys.filter((key) => key.startsWith('c:'))).toEqual(['c:legacy']);
    expect(await booted.db.storage.getItem('c:legacy')).toBe('a value no build reads');
    // New ids follow the old ones.
    const { id: _id, ...fields } = donations[0];
    expect((await booted.db.donations.insert({ ...fields, donor_name: 'After the move' } as never)).id).toBe(9002);

    // The next start finds the new layout: nothing moves again.
    const again = await boot.bootDb({ local: localStorage, dataSet: 'default', openStorage: () => storage.createIndexedDbStorage(name) });
    expect((await again.db.donations.all()).at(-1)?.donor_name).toBe('After the move');
  });
});

describe('one key per record in IndexedDB', () => {
  it("a write to one record leaves every other record's stored value as it was", async () => {
    const booted = await boot.bootDb({ local: localStorage, dataSet: 'default', openStorage: () => storage.createIndexedDbStorage(name) });
    const store = booted.db.storage;
    const before = new Map(await store.entries(''));
    const [first] = await booted.db.contacts.all();
    await booted.db.contacts.update(first.id, { name: 'Changed by the test' });
    const after = new Map(await store.entries(''));
    const changed = [...after.keys()].filter((key) => JSON.stringify(after.get(key)) !== JSON.stringify(before.get(key)));
    expect(changed).toEqual([`r:contacts:${String(first.id).padStart(16, '0')}`]);
  });
});

describe('the demo import rollback on IndexedDB', () => {
  it('puts every store key back in one transaction: records, counters, settings and images as they were', async () => {
    const { snapshotStorage, restoreStorage } = await import('./snapshot');
    const booted = await boot.bootDb({ local: localStorage, dataSet: 'default', openStorage: () => storage.createIndexedDbStorage(name) });
    const { db } = booted;
    await db.putBlob('1.png', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }));
    const before = await snapshotStorage(db.storage);
    // An import that got part way: collections replaced, an image gone, settings changed.
    await db.donations.replaceAll([]);
    await db.banners.insert({ ...(await db.banners.get(1))!, id: 500, title: 'Imported' });
    await db.storage.removeItem('blob:1.png');
    await db.setSettings({ ...(await db.getSettings())!, zakat: undefined });
    await restoreStorage(db.storage, before);
    db.invalidate();
    expect(await snapshotStorage(db.storage)).toEqual(before);
    expect((await db.banners.insert({ ...(await db.banners.get(1))!, id: undefined } as never)).id).toBe((before.get('n:banners') as number) + 1);
  });
});
