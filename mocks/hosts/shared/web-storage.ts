// localStorage and sessionStorage where there are none (Node, the service worker): msw's cookie
// store reads localStorage when its module loads, and the Node server keeps its flags (scenario,
// --fault, --latency, --now) in sessionStorage as a page does (mocks/hosts/node/flags.ts). The
// handlers themselves read only what the backend hands them (./context.ts).
import { WEB_STORAGES, type WebStorageName } from '@/lib/storage';

/**
 * Puts a host's storages on globalThis as `localStorage` and
 * `sessionStorage`. Any there before are replaced: a backend started earlier in the same process
 * (tests), or Node's own experimental localStorage, whose data would not be the server's.
 */
export function installWebStorages(storages: Record<WebStorageName, Storage>): void {
  for (const name of WEB_STORAGES) {
    Object.defineProperty(globalThis, name, { configurable: true, enumerable: true, writable: true, value: storages[name] });
  }
}
