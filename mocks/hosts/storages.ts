// What the hosts hand the backend: the db they opened, and the spec's storages where the host keeps
// them for the request being answered: the page's own; in the service worker, the copy of the
// requesting tab's (mocks/worker/tab-context.ts); in Node, the server's stand-ins.
import type { BackendDeps } from '../core/create-backend';
import { switchesIn } from '../core/switches';
import { getDb } from '../db/db';

export const hostStorages: Pick<BackendDeps, 'db' | 'local' | 'tabSwitches'> = {
  db: getDb,
  local: () => globalThis.localStorage,
  tabSwitches: () => switchesIn(globalThis.sessionStorage),
};
