// Data stored by builds before one key per record: each collection as one array under `c:<name>`.
// At start-up (mocks/db/boot-db.ts) such a store is rewritten in the new layout, in one batch, so a
// store is either all old or all new. A value that is not a list of records with whole-number ids
// cannot be read either way: its key is kept as stored, untouched.
import { counterKey, recordKey } from './collection';
import type { KeyValueStorage } from './storage';

const OLD_PREFIX = 'c:';

const isRecordList = (value: unknown): value is { id: number }[] =>
  Array.isArray(value) && value.every((r) => typeof r === 'object' && r !== null && Number.isSafeInteger((r as { id?: unknown }).id));

/** Rewrites the old layout's collections as records; how many collections it rewrote (0: none were stored). */
export async function migrateLayout(storage: KeyValueStorage): Promise<number> {
  const old = (await storage.entries<unknown>(OLD_PREFIX)).filter(([, value]) => isRecordList(value));
  if (!old.length) return 0;
  const writes = new Map<string, { value: unknown } | null>();
  for (const [key, records] of old as [string, { id: number }[]][]) {
    const name = key.slice(OLD_PREFIX.length);
    for (const record of records) writes.set(recordKey(name, record.id), { value: record });
    writes.set(counterKey(name), { value: records.reduce((max, r) => Math.max(max, r.id), 0) });
    writes.set(key, null);
  }
  await storage.writeMany({ writes, cleared: false });
  return old.length;
}
