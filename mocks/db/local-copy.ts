// The backend's copy of the spec's browser-side data (events, categories, themeColors) kept in its
// own store under `local:` keys, for a host whose handlers cannot read the page's localStorage (the
// service worker). Only that host writes the keys (the pages send their changes to it), so the copy
// is read from the store once per host life, not per request.
import { createMemoryWebStorage } from '@/lib/storage';
import type { KeyValueStorage } from './storage';

/** Those keys' values (null: absent). */
export type LocalValues = Record<string, string | null | undefined>;

const localKey = (key: string) => `local:${key}`;

/** A Storage in memory holding `entries` (null values left out). */
export function filledStorage(entries: LocalValues): Storage {
  const storage = createMemoryWebStorage();
  for (const [key, value] of Object.entries(entries)) if (typeof value === 'string') storage.setItem(key, value);
  return storage;
}

export function createLocalCopy(store: () => KeyValueStorage, keys: readonly string[]) {
  let held: Promise<LocalValues> | null = null;

  const load = (): Promise<LocalValues> =>
    Promise.all(keys.map(async (key) => [key, await store().getItem<string>(localKey(key))] as const)).then(Object.fromEntries);

  /** Writes `values` into the copy; null removes a key. */
  async function write(values: LocalValues): Promise<void> {
    const before = held;
    // Until the writes are stored, the next read goes to the store.
    held = null;
    for (const [key, value] of Object.entries(values)) {
      if (value === null || value === undefined) await store().removeItem(localKey(key));
      else await store().setItem(localKey(key), value);
    }
    if (before) held = before.then((old) => ({ ...old, ...values }));
  }

  return {
    write,
    /** The copy's values. */
    values: (): Promise<LocalValues> => (held ??= load()),
    /** The copy as a Storage the handlers read and write for one request, and what it held. */
    async read(): Promise<{ storage: Storage; before: LocalValues }> {
      const before = await (held ??= load());
      return { storage: filledStorage(before), before };
    },
    /**
     * Writes back a request's copy when it changed, or when `reseeded` (the reseed cleared the store,
     * the `local:` keys with it); whether anything changed. All the keys go back together: a reseed
     * that changed one (a demo reset) cleared the others from the store too.
     */
    async save(storage: Storage, before: LocalValues, reseeded = false): Promise<boolean> {
      const now: LocalValues = Object.fromEntries(keys.map((key) => [key, storage.getItem(key)]));
      const changed = keys.some((key) => now[key] !== before[key]);
      if (changed || reseeded) await write(now);
      return changed;
    },
    /** Something wrote the store behind this copy (a reload's fresh read): read it again. */
    forget(): void {
      held = null;
    },
  };
}
