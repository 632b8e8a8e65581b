// localStorage and sessionStorage for the handlers in Node, which has none. The handlers keep the
// spec's browser-side data (events, categories, themeColors) in localStorage, and the QA switches
// (scenario, --fault, --latency, --now) and the request log in sessionStorage; on the server both
// are one per process, in memory, and localStorage is saved with the data (mocks/db/file/file-store.ts).
import { WEB_STORAGES, type WebStorageName } from '@/lib/storage';

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
