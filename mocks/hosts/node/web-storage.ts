// localStorage and sessionStorage for the handlers in Node, which has none. The handlers keep the
// spec's browser-side data (events, categories, themeColors) in localStorage, and the QA switches
// (scenario, --fault, --latency, --now) and the request log in sessionStorage; on the server both
// are one per process, in memory, and localStorage is saved with the data (see file-store.ts).
import { createMemoryWebStorage, WEB_STORAGES, type WebStorageName } from '@/lib/storage';

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

/**
 * Puts the server's storages on globalThis, where the handlers read them as `localStorage` and
 * `sessionStorage`. Any there before are replaced: a backend started earlier in the same process
 * (tests), or Node's own experimental localStorage, whose data would not be the server's.
 */
export function installWebStorages(storages: Record<WebStorageName, Storage>): void {
  for (const name of WEB_STORAGES) {
    Object.defineProperty(globalThis, name, { configurable: true, enumerable: true, writable: true, value: storages[name] });
  }
}
