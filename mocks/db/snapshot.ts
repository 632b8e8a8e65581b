// A copy of everything the mock db stores, to put back when a write of many keys fails part way
// (the demo import): the key-value storage has no transaction across keys, so "all or nothing"
// means writing, and on any failure restoring this copy.
import type { KeyValueStorage } from './storage';

/** Every stored key and its value (copies: the storage hands out copies; blobs are immutable). */
export type StorageSnapshot = ReadonlyMap<string, unknown>;

export async function snapshotStorage(storage: KeyValueStorage): Promise<StorageSnapshot> {
  const entries = new Map<string, unknown>();
  for (const key of await storage.keys()) entries.set(key, await storage.getItem<unknown>(key));
  return entries;
}

/**
 * Puts the storage back as it was: keys written since are removed first (freeing the space the
 * failed write took), then every key of the snapshot is written back.
 */
export async function restoreStorage(storage: KeyValueStorage, snapshot: StorageSnapshot): Promise<void> {
  for (const key of await storage.keys()) if (!snapshot.has(key)) await storage.removeItem(key);
  for (const [key, value] of snapshot) await storage.setItem(key, value);
}
