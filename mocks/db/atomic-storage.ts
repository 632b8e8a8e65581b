// A storage whose writes can be made all or nothing: inside `atomically`, reads see the writes made
// so far and the writes wait; at the end they are stored by the inner storage's writeMany in one go
// (for IndexedDB, one transaction), or dropped when the work throws. The backends in the browser
// answer one request at a time (core/serial.ts), so one open batch at a time is all it needs; a
// worker stopped, or a page closed, halfway through a request then leaves either all of its writes
// or none (with the request's idempotency key, see mocks/core/idempotency.ts).
import { createIndexedDbStorage, single, type Batch, type KeyValueStorage } from './storage';

interface OpenBatch {
  writes: Map<string, { value: unknown } | null>;
  cleared: boolean;
}

export function createAtomicStorage(inner: KeyValueStorage): KeyValueStorage {
  let open: OpenBatch | null = null;
  let announcements: (() => void)[] = [];
  let undos: (() => void | Promise<void>)[] = [];

  const storage: KeyValueStorage = {
    driver: inner.driver,
    exclusive: inner.exclusive,
    async getItem<T>(key: string): Promise<T | null> {
      if (open?.writes.has(key)) return (open.writes.get(key)?.value ?? null) as T | null;
      if (open?.cleared) return null;
      return inner.getItem<T>(key);
    },
    setItem: (key, value) => storage.writeMany(single(key, { value })),
    removeItem: (key) => storage.writeMany(single(key, null)),
    async keys(prefix = ''): Promise<string[]> {
      if (!open) return inner.keys(prefix);
      return (await storage.entries(prefix)).map(([key]) => key);
    },
    async entries<T>(prefix: string): Promise<[string, T][]> {
      if (!open) return inner.entries<T>(prefix);
      const batch = open;
      const found = new Map<string, unknown>(batch.cleared ? [] : await inner.entries(prefix));
      for (const [key, write] of batch.writes) {
        if (!key.startsWith(prefix)) continue;
        if (write) found.set(key, write.value);
        else found.delete(key);
      }
      return [...found.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) as [string, T][];
    },
    async writeMany(batch: Batch): Promise<void> {
      if (!open) return inner.writeMany(batch);
      if (batch.cleared) {
        open.writes.clear();
        open.cleared = true;
      }
      for (const [key, write] of batch.writes) open.writes.set(key, write);
    },
    async clear(): Promise<void> {
      return storage.writeMany({ writes: new Map(), cleared: true });
    },
    async atomically<R>(work: () => Promise<R>): Promise<R> {
      if (open) return work();
      const batch: OpenBatch = { writes: new Map(), cleared: false };
      open = batch;
      let result: R;
      try {
        result = await work();
        open = null;
        if (batch.cleared || batch.writes.size) await inner.writeMany(batch);
      } catch (error) {
        open = null;
        announcements = [];
        const undo = undos;
        undos = [];
        for (const fn of undo.reverse()) {
          try {
            await fn();
          } catch (undoError) {
            console.warn('Undoing a write outside the store failed.', undoError);
          }
        }
        throw error;
      } finally {
        open = null;
      }
      undos = [];
      const announce = announcements;
      announcements = [];
      announce.forEach((fn) => fn());
      return result;
    },
    afterCommit(announce: () => void): void {
      if (open) announcements.push(announce);
      else announce();
    },
    onRollback(undo: () => void | Promise<void>): void {
      // Outside a batch every write is stored at once: there is nothing left to roll back.
      if (open) undos.push(undo);
    },
  };
  return storage;
}

/** IndexedDB (storage.ts) with all-or-nothing requests; null when the browser will not open it. */
export async function openAtomicIndexedDb(...args: Parameters<typeof createIndexedDbStorage>): Promise<KeyValueStorage | null> {
  const storage = await createIndexedDbStorage(...args);
  return storage && createAtomicStorage(storage);
}
