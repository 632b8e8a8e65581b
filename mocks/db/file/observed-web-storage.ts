// The API server's localStorage, which holds the spec's browser-side data (events, categories,
// themeColors): in memory, saved with the data by the file store (./file-store.ts) at every change.
import { createMemoryWebStorage } from '@/lib/storage';

/** A Storage in memory, filled with `entries`, that calls `onChange` after every change. */
export function createObservedWebStorage(entries: Readonly<Record<string, string>>, onChange: () => void): Storage {
  const inner = createMemoryWebStorage();
  for (const [key, value] of Object.entries(entries)) inner.setItem(key, value);
  return {
    get length() {
      return inner.length;
    },
    key: (index: number) => inner.key(index),
    getItem: (key: string) => inner.getItem(key),
    setItem(key: string, value: string) {
      inner.setItem(key, value);
      onChange();
    },
    removeItem(key: string) {
      inner.removeItem(key);
      onChange();
    },
    clear() {
      inner.clear();
      onChange();
    },
  };
}

/** Every key and value of a Storage. */
export function webStorageEntries(storage: Storage): Record<string, string> {
  const entries: Record<string, string> = {};
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null) entries[key] = storage.getItem(key) ?? '';
  }
  return entries;
}
