// The key-value storage under the mock db: IndexedDB (through idb) in the browser, memory in tests
// or when IndexedDB cannot be opened, the journal file of mocks/db/file-store.ts in the API server.
// Each record is a key of its own (mocks/db/collection.ts), so what a list needs is read by prefix
// in one go (`entries`) and what a write changes is stored in one go (`writeMany`).
import { openDB } from 'idb';
import { now } from '@/lib/clock';
import { createSharedLock, createTabLock, type Lock } from './lock';

/** Writes stored together: a value, or null for a removal; `cleared` when everything else goes first. */
export interface Batch {
  writes: ReadonlyMap<string, { value: unknown } | null>;
  cleared: boolean;
}

export interface KeyValueStorage {
  readonly driver: string;
  /**
   * Runs a read-modify-write while holding the lock of `name`, across every tab that shares this
   * storage: no other exclusive task of that name, in this tab or another, runs meanwhile.
   */
  exclusive: Lock;
  getItem<T>(key: string): Promise<T | null>;
  setItem<T>(key: string, value: T): Promise<void>;
  removeItem(key: string): Promise<void>;
  /** The keys starting with `prefix` (every key by default), in key order. */
  keys(prefix?: string): Promise<string[]>;
  /** The keys starting with `prefix` and their values, in key order, read in one go. */
  entries<T>(prefix: string): Promise<[string, T][]>;
  /** Stores every write of `batch`, or none of them (one transaction, one journal line). */
  writeMany(batch: Batch): Promise<void>;
  clear(): Promise<void>;
  /**
   * Where the storage can (./atomic-storage.ts): runs `work` with every write it makes held back,
   * then stores them all in one writeMany, or none when `work` throws or the store refuses.
   */
  atomically?<R>(work: () => Promise<R>): Promise<R>;
  /** Runs `announce` once what was written so far is stored (at once outside `atomically`). */
  afterCommit?(announce: () => void): void;
  /**
   * Inside `atomically`: runs `undo` if the held writes are dropped after all (the work throws, or
   * the store refuses them), so what the work wrote elsewhere (localStorage) goes with them.
   */
  onRollback?(undo: () => void | Promise<void>): void;
}

/** A batch of one write. */
export const single = (key: string, write: { value: unknown } | null): Batch => ({ writes: new Map([[key, write]]), cleared: false });

/** The highest key starting with `prefix`: every key that does sorts below it (keys are UTF-16, as IndexedDB compares them). */
export const prefixEnd = (prefix: string): string => `${prefix}\uffff`;

/** Blobs are immutable, so they are kept as they are (Node cannot structured-clone jsdom's Blob). */
const copy = <T>(value: T): T => (value instanceof Blob ? value : structuredClone(value));

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, unknown>();
  const storage: KeyValueStorage = {
    driver: 'memory',
    // Memory belongs to one tab: queueing its own tasks is enough.
    exclusive: createTabLock(),
    async getItem<T>(key: string) {
      return map.has(key) ? (copy(map.get(key)) as T) : null;
    },
    setItem: (key, value) => storage.writeMany(single(key, { value })),
    removeItem: (key) => storage.writeMany(single(key, null)),
    async keys(prefix = '') {
      return (await storage.entries(prefix)).map(([key]) => key);
    },
    async entries<T>(prefix: string) {
      const found: [string, T][] = [];
      for (const [key, value] of map) if (key.startsWith(prefix)) found.push([key, copy(value) as T]);
      return found.sort(byKey);
    },
    async writeMany({ writes, cleared }) {
      if (cleared) map.clear();
      for (const [key, write] of writes) {
        if (write) map.set(key, copy(write.value));
        else map.delete(key);
      }
    },
    async clear() {
      map.clear();
    },
  };
  return storage;
}

/**
 * The IndexedDB database and object store the db lives in. Earlier builds wrote them through
 * localforage (version 1, one store named 'db'): idb opens the same ones, so their data is read.
 */
export const INDEXED_DB = { name: 'charity-foundation', storeName: 'db', version: 1 } as const;
const STORE = INDEXED_DB.storeName;

/**
 * IndexedDB, or null when the browser will not open it (private modes, tests). idb rather than
 * localforage: a list is one getAll over a key range and a batch one transaction, which
 * localforage (one key per call, one transaction per key) cannot do. Every tab of the origin opens
 * the same database, so its lock is the Web Locks API by default.
 */
export async function createIndexedDbStorage(
  name: string = INDEXED_DB.name,
  { lock = createSharedLock(name) }: { lock?: Lock } = {},
): Promise<KeyValueStorage | null> {
  let connection: Promise<Awaited<ReturnType<typeof openDB>>> | null = null;
  const open = () =>
    (connection ??= openDB(name, INDEXED_DB.version, {
      upgrade: (db) => void db.createObjectStore(STORE),
      // Another tab's build asks for a newer version: give way, open again at the next call.
      blocking: () => void connection?.then((db) => db.close()).finally(() => (connection = null)),
      terminated: () => (connection = null),
    }).catch((error: unknown) => {
      connection = null;
      throw error;
    }));
  const range = (prefix: string) => (prefix ? IDBKeyRange.bound(prefix, prefixEnd(prefix)) : undefined);
  const storage: KeyValueStorage = {
    driver: 'indexeddb',
    exclusive: lock,
    async getItem<T>(key: string) {
      return ((await (await open()).get(STORE, key)) ?? null) as T | null;
    },
    setItem: (key, value) => storage.writeMany(single(key, { value })),
    removeItem: (key) => storage.writeMany(single(key, null)),
    async keys(prefix = '') {
      return (await (await open()).getAllKeys(STORE, range(prefix))).map(String);
    },
    async entries<T>(prefix: string) {
      // Keys and values of one range in one transaction come in the same order.
      const tx = (await open()).transaction(STORE);
      const [keys, values] = await Promise.all([tx.store.getAllKeys(range(prefix)), tx.store.getAll(range(prefix)), tx.done]);
      return keys.map((key, i): [string, T] => [String(key), values[i] as T]);
    },
    async writeMany({ writes, cleared }) {
      const tx = (await open()).transaction(STORE, 'readwrite');
      // Every request is queued before the first await; a failed one aborts the transaction, and so all of them.
      const requests: Promise<unknown>[] = [];
      try {
        if (cleared) requests.push(tx.store.clear());
        for (const [key, write] of writes) requests.push(write ? tx.store.put(write.value, key) : tx.store.delete(key));
      } catch (error) {
        // A value that cannot be cloned throws at once, with the requests before it queued: none of them may stay.
        tx.abort();
        await Promise.allSettled([...requests, tx.done]);
        throw error;
      }
      await Promise.all([...requests, tx.done]);
    },
    async clear() {
      await (await open()).clear(STORE);
    },
  };
  try {
    // A round trip proves the store really works (some browsers open it and then fail writes).
    await storage.setItem('meta:probe', now());
  } catch {
    return null;
  }
  return storage;
}
