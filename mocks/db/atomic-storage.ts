// A storage whose writes can be made all or nothing: inside `atomically`, reads see the writes made
// so far and the writes wait; at the end they are stored by `commit` in one go (for IndexedDB, one
// transaction), or dropped when the work throws. The backend's service worker answers one request
// at a time, so one open batch at a time is all it needs; a worker stopped halfway through a
// request then leaves either all of its writes or none (with the request's idempotency key, see
// mocks/core/idempotency.ts).
import type { KeyValueStorage } from './storage';

/** The writes of a batch: a value, or null for a removal; `cleared` when the batch began with clear(). */
export interface Batch {
  writes: Map<string, { value: unknown } | null>;
  cleared: boolean;
}

/** Stores a batch in one go; rejects storing none of it. */
export type Commit = (batch: Batch) => Promise<void>;

export function createAtomicStorage(inner: KeyValueStorage, commit: Commit): KeyValueStorage {
  let open: Batch | null = null;
  let announcements: (() => void)[] = [];

  return {
    driver: inner.driver,
    exclusive: inner.exclusive,
    async getItem<T>(key: string): Promise<T | null> {
      if (open?.writes.has(key)) return (open.writes.get(key)?.value ?? null) as T | null;
      if (open?.cleared) return null;
      return inner.getItem<T>(key);
    },
    async setItem<T>(key: string, value: T): Promise<void> {
      if (open) open.writes.set(key, { value });
      else await inner.setItem(key, value);
    },
    async removeItem(key: string): Promise<void> {
      if (open) open.writes.set(key, null);
      else await inner.removeItem(key);
    },
    async keys(): Promise<string[]> {
      if (!open) return inner.keys();
      const keys = new Set(open.cleared ? [] : await inner.keys());
      for (const [key, write] of open.writes) {
        if (write) keys.add(key);
        else keys.delete(key);
      }
      return [...keys];
    },
    async clear(): Promise<void> {
      if (!open) return inner.clear();
      open.writes.clear();
      open.cleared = true;
    },
    async atomically<R>(work: () => Promise<R>): Promise<R> {
      if (open) return work();
      const batch: Batch = { writes: new Map(), cleared: false };
      open = batch;
      let result: R;
      try {
        result = await work();
        open = null;
        if (batch.cleared || batch.writes.size) await commit(batch);
      } catch (error) {
        announcements = [];
        throw error;
      } finally {
        open = null;
      }
      const announce = announcements;
      announcements = [];
      announce.forEach((fn) => fn());
      return result;
    },
    afterCommit(announce: () => void): void {
      if (open) announcements.push(announce);
      else announce();
    },
  };
}

/** Commits into an IndexedDB object store (the one localforage keeps the db in), in one transaction. */
export function indexedDbCommit(name: string, storeName: string): Commit {
  let opened: Promise<IDBDatabase> | null = null;
  const database = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => {
        const db = request.result;
        // Another connection asks to upgrade (localforage adding a store): give way, open again next time.
        db.onversionchange = () => {
          db.close();
          opened = null;
        };
        resolve(db);
      };
      request.onerror = () => {
        opened = null;
        reject(request.error);
      };
    }));
  return async ({ writes, cleared }) => {
    const db = await database();
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(storeName, 'readwrite');
      const store = tx.objectStore(storeName);
      if (cleared) store.clear();
      for (const [key, write] of writes) {
        if (write) store.put(write.value, key);
        else store.delete(key);
      }
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error ?? new DOMException('The transaction was aborted.', 'AbortError'));
    });
  };
}
