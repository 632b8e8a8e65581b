// The key-value storage under the mock db: IndexedDB through localforage in the browser,
// memory in tests or when IndexedDB cannot be opened.
import localforage from 'localforage';
import { now } from '@/lib/clock';
import { createSharedLock, createTabLock, type Lock } from './lock';

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
  keys(): Promise<string[]>;
  clear(): Promise<void>;
  /**
   * Where the storage can (./atomic-storage.ts): runs `work` with every write it makes held back,
   * then stores them all in one transaction, or none when `work` throws or the store refuses.
   */
  atomically?<R>(work: () => Promise<R>): Promise<R>;
  /** Runs `announce` once what was written so far is stored (at once outside `atomically`). */
  afterCommit?(announce: () => void): void;
}

/** Blobs are immutable, so they are kept as they are (Node cannot structured-clone jsdom's Blob). */
const copy = <T,>(value: T): T => (value instanceof Blob ? value : structuredClone(value));

export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, unknown>();
  return {
    driver: 'memory',
    // Memory belongs to one tab: queueing its own tasks is enough.
    exclusive: createTabLock(),
    async getItem<T>(key: string) {
      return map.has(key) ? (copy(map.get(key)) as T) : null;
    },
    async setItem<T>(key: string, value: T) {
      map.set(key, copy(value));
    },
    async removeItem(key: string) {
      map.delete(key);
    },
    async keys() {
      return [...map.keys()];
    },
    async clear() {
      map.clear();
    },
  };
}

/**
 * IndexedDB through localforage, or null when the browser will not open it (private modes, tests).
 * Every tab of the origin opens the same database, so its lock is the Web Locks API by default.
 */
/** The IndexedDB database and object store the db lives in (localforage's), by default. */
export const INDEXED_DB = { name: 'charity-foundation', storeName: 'db' } as const;

export async function createIndexedDbStorage(
  name: string = INDEXED_DB.name,
  { lock = createSharedLock(name) }: { lock?: Lock } = {},
): Promise<KeyValueStorage | null> {
  const store = localforage.createInstance({ name, storeName: INDEXED_DB.storeName, driver: localforage.INDEXEDDB });
  try {
    await store.ready();
    // A round trip proves the store really works (some browsers open it and then fail writes).
    await store.setItem('meta:probe', now());
  } catch {
    return null;
  }
  return {
    driver: 'indexeddb',
    exclusive: lock,
    getItem: <T,>(key: string) => store.getItem<T>(key),
    setItem: async <T,>(key: string, value: T) => {
      await store.setItem(key, value);
    },
    removeItem: (key: string) => store.removeItem(key),
    keys: () => store.keys(),
    clear: () => store.clear(),
  };
}
