// A copy of everything the mock db stores, to put back when a write of many keys fails part way
// (the demo import): the collections are written one after another, so "all or nothing" means
// writing, and on any failure restoring this copy in one batch (one transaction, one journal line).
import type { KeyValueStorage } from './storage';

/** Every stored key and its value (copies: the storage hands out copies; blobs are immutable). */
export type StorageSnapshot = ReadonlyMap<string, unknown>;

export async function snapshotStorage(storage: KeyValueStorage): Promise<StorageSnapshot> {
  return new Map(await storage.entries<unknown>(''));
}

/** Puts the storage back as it was: every key written since goes, every key of the snapshot comes back. */
export async function restoreStorage(storage: KeyValueStorage, snapshot: StorageSnapshot): Promise<void> {
  const writes = new Map([...snapshot].map(([key, value]) => [key, { value }]));
  await storage.writeMany({ writes, cleared: true });
}
