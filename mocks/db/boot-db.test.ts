import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { bootDb, prepareDb } from './boot-db';
import { createDb, SCHEMA_VERSION } from './db';
import { createMemoryStorage, single, type KeyValueStorage } from './storage';
import { DATASET_KEY, seedDb } from '../seed';
import { seedBanners } from '../seed/banners';
import { seedCategories, seedEvents } from '../seed/events';
import { testSeedClock } from '@/testing/test-db';
import { now } from '@/lib/clock';

/** localStorage and sessionStorage start empty in every test (setup.ts). */
function freshDb(storage: KeyValueStorage = createMemoryStorage()) {
  return createDb(storage);
}

/** A storage that fails the way a broken IndexedDB does. */
function faulty(fail: { get?: (key: string) => boolean; set?: boolean }): KeyValueStorage {
  const inner = createMemoryStorage();
  const storage: KeyValueStorage = {
    ...inner,
    driver: 'indexeddb',
    getItem: async <T>(key: string) => {
      if (fail.get?.(key)) throw new Error('read failed');
      return inner.getItem<T>(key);
    },
    writeMany: async (batch) => {
      if (fail.set) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return inner.writeMany(batch);
    },
    setItem: (key, value) => storage.writeMany(single(key, { value })),
    removeItem: (key) => storage.writeMany(single(key, null)),
    clear: () => storage.writeMany({ writes: new Map(), cleared: true }),
  };
  return storage;
}

describe('prepareDb', () => {
  it('seeds a new store, and the localStorage events', async () => {
    const db = freshDb();
    expect(await prepareDb(db, { local: localStorage, dataSet: 'default' })).toEqual({ reseeded: true, reason: 'new' });
    expect(await db.banners.all()).toEqual(seedBanners(testSeedClock()));
    expect(await db.readSchemaVersion()).toBe(SCHEMA_VERSION);
    expect(await db.storage.getItem(DATASET_KEY)).toBe('default');
    expect(JSON.parse(localStorage.getItem(storageKeys.events)!)).toEqual(seedEvents(now()));
  });

  it("seeds the categories with the spec's static list and counts, not counted from the two seed events", async () => {
    localStorage.clear();
    await prepareDb(freshDb(), { local: localStorage, dataSet: 'default' });
    expect(JSON.parse(localStorage.getItem(storageKeys.categories)!)).toEqual([
      { id: 'education', name: 'Education', slug: 'education', count: 5 },
      { id: 'healthcare', name: 'Healthcare', slug: 'healthcare', count: 3 },
      { id: 'charity', name: 'Charity', slug: 'charity', count: 4 },
      { id: 'environment', name: 'Environment', slug: 'environment', count: 2 },
    ]);
  });

  it('keeps categories QA wrote before the first start, and ?reset=1 restores the seed list', async () => {
    localStorage.clear();
    const mine = [{ id: 'water', name: 'Water', slug: 'water', count: 9 }];
    localStorage.setItem(storageKeys.categories, JSON.stringify(mine));
    const db = freshDb();
    await prepareDb(db, { local: localStorage, dataSet: 'default' });
    expect(JSON.parse(localStorage.getItem(storageKeys.events)!)).toEqual(seedEvents(now()));
    expect(JSON.parse(localStorage.getItem(storageKeys.categories)!)).toEqual(mine);
    await prepareDb(db, { local: localStorage, dataSet: 'default', reset: true });
    expect(JSON.parse(localStorage.getItem(storageKeys.categories)!)).toEqual(seedCategories());
  });

  it('keeps a store of this version and data set', async () => {
    const db = freshDb();
    await prepareDb(db, { local: localStorage, dataSet: 'default' });
    await db.banners.remove(1);
    expect(await prepareDb(db, { local: localStorage, dataSet: 'default' })).toEqual({ reseeded: false, reason: null });
    expect(await db.banners.get(1)).toBeUndefined();
  });

  it.each([0, SCHEMA_VERSION + 1, 'v1'])('reseeds a store of the unknown schema version %j', async (version) => {
    const storage = createMemoryStorage();
    await storage.setItem('meta:schema', version);
    await storage.setItem(DATASET_KEY, 'default');
    await storage.setItem('c:banners', [{ id: 1, heading: 'an old shape' }]);
    await storage.setItem('c:legacy', ['left over']);
    const db = freshDb(storage);
    expect(await prepareDb(db, { local: localStorage, dataSet: 'default' })).toEqual({ reseeded: true, reason: 'version' });
    expect(await db.banners.all()).toEqual(seedBanners(testSeedClock()));
    expect(await storage.getItem('c:legacy')).toBeNull();
    expect(await db.readSchemaVersion()).toBe(SCHEMA_VERSION);
  });

  it('reseeds when the stored data set is another one, and replaces the events', async () => {
    const db = freshDb();
    await prepareDb(db, { local: localStorage, dataSet: 'default' });
    expect(await prepareDb(db, { local: localStorage, dataSet: 'empty' })).toEqual({ reseeded: true, reason: 'data-set' });
    expect(await db.banners.all()).toEqual([]);
    expect(JSON.parse(localStorage.getItem(storageKeys.events)!)).toEqual([]);
    expect(await prepareDb(db, { local: localStorage, dataSet: 'default' })).toEqual({ reseeded: true, reason: 'data-set' });
    expect(JSON.parse(localStorage.getItem(storageKeys.events)!)).toEqual(seedEvents(now()));
  });

  it('reset (?reset=1) wipes the db and the spec localStorage keys, then reseeds', async () => {
    const db = freshDb();
    await prepareDb(db, { local: localStorage, dataSet: 'default' });
    await db.banners.replaceAll([]);
    for (const key of [storageKeys.adminToken, storageKeys.adminUser, storageKeys.isAdminLoggedIn, storageKeys.themeColors]) {
      localStorage.setItem(key, 'x');
    }
    localStorage.setItem(storageKeys.events, '[]');
    expect(await prepareDb(db, { local: localStorage, dataSet: 'default', reset: true })).toEqual({ reseeded: true, reason: 'reset' });
    expect(await db.banners.all()).toEqual(seedBanners(testSeedClock()));
    expect(localStorage.getItem(storageKeys.adminToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.themeColors)).toBeNull();
    expect(JSON.parse(localStorage.getItem(storageKeys.events)!)).toEqual(seedEvents(now()));
  });

  it('keeps events that QA wrote before the first start', async () => {
    const events = [{ ...seedEvents(now())[0], id: 5, title: 'Written by QA', slug: 'written-by-qa' }];
    localStorage.setItem(storageKeys.events, JSON.stringify(events));
    await prepareDb(freshDb(), { local: localStorage, dataSet: 'default' });
    expect(JSON.parse(localStorage.getItem(storageKeys.events)!)[0].title).toBe('Written by QA');
  });

  it('keeps stored events with one broken entry as stored', async () => {
    const events = [
      { ...seedEvents(now())[0], id: 5, title: 'Written by QA', slug: 'written-by-qa' },
      { ...seedEvents(now())[1], id: 6, image: 'javascript:alert(1)' },
    ];
    localStorage.setItem(storageKeys.events, JSON.stringify(events));
    // With no categories stored they are rebuilt, which must not trip over the broken entry.
    localStorage.removeItem(storageKeys.categories);
    await prepareDb(freshDb(), { local: localStorage, dataSet: 'default' });
    expect(JSON.parse(localStorage.getItem(storageKeys.events)!)).toEqual(events);
    expect(JSON.parse(localStorage.getItem(storageKeys.categories)!)).toEqual(expect.any(Array));
  });

  it('never writes over a value it cannot read: the pages fall back, the value stays', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(storageKeys.events, '{not json');
    localStorage.setItem(storageKeys.categories, '{"not": "a list"}');
    await prepareDb(freshDb(), { local: localStorage, dataSet: 'default' });
    expect(localStorage.getItem(storageKeys.events)).toBe('{not json');
    expect(localStorage.getItem(storageKeys.categories)).toBe('{"not": "a list"}');
  });

  it('leaves stored posts with SVG data URL, relative, root-relative and missing images byte for byte', async () => {
    const images = [
      "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' width='4' height='3'/>",
      'images/x.jpg',
      '/images/x.jpg',
      'https://example.org/missing-404.jpg',
    ];
    const raw = JSON.stringify(images.map((image, i) => ({ ...seedEvents(now())[0], id: i + 1, image, detailsImage: image })));
    localStorage.setItem(storageKeys.events, raw);
    localStorage.removeItem(storageKeys.categories);
    await prepareDb(freshDb(), { local: localStorage, dataSet: 'default' });
    expect(localStorage.getItem(storageKeys.events)).toBe(raw);
    expect(JSON.parse(localStorage.getItem(storageKeys.categories)!)).toEqual(seedCategories());
  });

  it('reseeds a store whose metadata cannot be read', async () => {
    let broken = true;
    const storage = faulty({ get: (key) => broken && key.startsWith('meta:') });
    const db = freshDb(storage);
    // The metadata reads start synchronously, so only they fail; the reseed's writes and reads work.
    const pending = prepareDb(db, { local: localStorage, dataSet: 'default' });
    broken = false;
    expect(await pending).toEqual({ reseeded: true, reason: 'unreadable' });
    expect(await db.banners.all()).toEqual(seedBanners(testSeedClock()));
  });
});

describe('bootDb', () => {
  it('uses the persistent storage when it opens and works', async () => {
    const booted = await bootDb({
      local: localStorage,
      dataSet: 'default',
      openStorage: async () => ({ ...createMemoryStorage(), driver: 'indexeddb' }),
    });
    expect(booted).toMatchObject({ driver: 'indexeddb', persistent: true, reseeded: true });
    expect(await booted.db.banners.all()).toEqual(seedBanners(testSeedClock()));
  });

  it('two tabs opening a new store at once seed it once: the second finds it seeded', async () => {
    const shared = { ...createMemoryStorage(), driver: 'indexeddb' }; // one database, one lock, as Web Locks are
    const [first, second] = await Promise.all([
      bootDb({ local: localStorage, dataSet: 'default', openStorage: async () => shared }),
      bootDb({ local: localStorage, dataSet: 'default', openStorage: async () => shared }),
    ]);
    expect([first.reason, second.reason]).toEqual(['new', null]);
  });

  it('falls back to memory when IndexedDB cannot be opened', async () => {
    const booted = await bootDb({ local: localStorage, dataSet: 'default', openStorage: async () => null });
    expect(booted).toMatchObject({ driver: 'memory', persistent: false, reseeded: true });
    expect(await booted.db.banners.all()).toEqual(seedBanners(testSeedClock()));
  });

  it('falls back to memory when opening throws', async () => {
    const booted = await bootDb({
      local: localStorage,
      dataSet: 'default',
      openStorage: () => Promise.reject(new DOMException('blocked', 'SecurityError')),
    });
    expect(booted).toMatchObject({ driver: 'memory', persistent: false });
  });

  it('falls back to memory, with a warning, when the store opens but writes fail', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const booted = await bootDb({ local: localStorage, dataSet: 'empty', openStorage: async () => faulty({ set: true }) });
    expect(booted).toMatchObject({ driver: 'memory', persistent: false, reseeded: true });
    expect(await booted.db.admins.all()).toHaveLength(2);
    expect(await booted.db.donations.all()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/memory storage/), expect.anything());
  });

  it('boots on IndexedDB by default, which jsdom lacks: memory', async () => {
    const booted = await bootDb({ local: localStorage, dataSet: 'default' });
    expect(booted).toMatchObject({ driver: 'memory', persistent: false });
  });

  it('seeds what seedDb seeds (same data as the tests use)', async () => {
    const booted = await bootDb({ local: localStorage, dataSet: 'default', openStorage: async () => null });
    const reference = createDb(createMemoryStorage());
    await seedDb(reference, 'default', now());
    for (const name of ['banners', 'services', 'gallery', 'donations', 'contacts', 'volunteers', 'admins'] as const) {
      expect(await booted.db[name].all(), name).toEqual(await reference[name].all());
    }
  });
});
