// The IndexedDB path, on fake-indexeddb (installed in this file only).
import 'fake-indexeddb/auto';
import { createRequire } from 'node:module';
import { beforeEach, describe, expect, it, vi } from 'vitest';

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
let storage: StorageModule;
let boot: BootModule;
let dbModule: DbModule;
let serial = 0;
/** A fresh database name per test, so tests do not see each other's data. */
let name: string;

beforeEach(async () => {
  vi.resetModules();
  storage = await import('./storage');
  boot = await import('../boot-db');
  dbModule = await import('./db');
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
    const first = await boot.bootDb({ dataSet: 'default', openStorage: () => storage.createIndexedDbStorage(name) });
    expect(first).toMatchObject({ driver: 'indexeddb', persistent: true, reseeded: true, reason: 'new' });
    await first.db.banners.insert({ ...(await first.db.banners.get(1))!, id: 99, title: 'Made before the reload' });

    const second = await boot.bootDb({ dataSet: 'default', openStorage: () => storage.createIndexedDbStorage(name) });
    expect(second).toMatchObject({ driver: 'indexeddb', persistent: true, reseeded: false, reason: null });
    expect((await second.db.banners.get(99))?.title).toBe('Made before the reload');
  });

  it('reseeds a store written by another schema version', async () => {
    const store = (await storage.createIndexedDbStorage(name))!;
    await store.setItem('meta:schema', dbModule.SCHEMA_VERSION + 1);
    await store.setItem('c:banners', [{ id: 1, shape: 'from the future' }]);
    const booted = await boot.bootDb({ dataSet: 'default', openStorage: () => storage.createIndexedDbStorage(name) });
    expect(booted).toMatchObject({ persistent: true, reseeded: true, reason: 'version' });
    expect(await booted.db.readSchemaVersion()).toBe(dbModule.SCHEMA_VERSION);
    expect((await booted.db.banners.get(1))?.title).toEqual(expect.any(String));
  });
});
