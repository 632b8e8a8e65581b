// The IndexedDB path, on fake-indexeddb (installed in this file only).
import 'fake-indexeddb/auto';
import { createRequire } from 'node:module';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lock } from './lock';

// localforage looks for IndexedDB once, when it loads: the setup file loaded it before this file
// installed fake-indexeddb, so a fresh copy is loaded here and the modules using it are reloaded.
vi.mock('localforage', () => {
  const require = createRequire(import.meta.url);
  const path = require.resolve('localforage');
  delete require.cache[path];
  return { default: require(path) };
});

type StorageModule = typeof import('./storage');
type BootModule = typeof import('../boot-db');
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
  boot = await import('../boot-db');
  dbModule = await import('./db');
  lockModule = await import('./lock');
  name = `charity-test-${(serial += 1)}`;
});

describe('createIndexedDbStorage', () => {
  it('opens IndexedDB and round-trips values', async () => {
    const store = await storage.createIndexedDbStorage(name);
    expect(store?.driver).toBe('indexeddb');
    await store!.setItem('c:banners', [{ id: 1, title: 'Hope' }]);
    expect(await store!.getItem('c:banners')).toEqual([{ id: 1, title: 'Hope' }]);
    expect(await store!.getItem('missing')).toBeNull();
    expect((await store!.keys()).sort()).toEqual(['c:banners', 'meta:probe']);
    await store!.removeItem('c:banners');
    expect(await store!.getItem('c:banners')).toBeNull();
    await store!.clear();
    expect(await store!.keys()).toEqual([]);
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
  const contact = (name: string) => ({ name, email: 'tabs@example.org', message: 'Hello', status: 'new', created_at: '2026-01-01T00:00:00.000Z' }) as const;

  /** Each tab opens the database itself (its own localforage instance and caches), as real tabs do. */
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
