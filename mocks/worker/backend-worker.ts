// The mock backend in a service worker of its own (built alone into dist/backend-worker.js, one
// bundle: a service worker cannot import()). It answers every fetch under the app's /api/ and
// /uploads/ with the same handlers the page and Node hosts use, one request at a time over the
// requesting tab's state, with its data in IndexedDB only: the browser stops an idle worker after
// about 30 s, and a restarted one must answer exactly as before.
import './web-storage-first';
import { env } from '@/config/env';
import { prepareSharedDb, type ReseedReason } from '../boot-db';
import { createDb, getDb, setDb } from '../db/db';
import { createTabLock } from '../db/lock';
import { createIndexedDbStorage, createMemoryStorage } from '../db/storage';
import { dataSetOf, getScenario } from '../scenario';
import type { TabState } from '../tab-state';
import { createBackend } from '../core/create-backend';
import { hostStorages } from '../hosts/storages';
import { fail } from '../utils';
import { ask, replyOn, TAB_TIMEOUT_MS, type BackendNotice, type ControlMessage, type Prepared, type TabMessage } from './protocol';
import { createSerial } from './serial';
import { captureTabContext, withTabState } from './tab-context';
import { BACKEND_VERSION, MISMATCH_MESSAGE, MISMATCH_STATUS, protocolCompatible } from './version';

/** The parts of the service worker scope this file uses (the DOM lib has no ServiceWorkerGlobalScope). */
interface WorkerClient {
  postMessage(message: TabMessage, transfer: Transferable[]): void;
  postMessage(message: BackendNotice): void;
}
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  clientId: string;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: ControlMessage;
  ports: readonly MessagePort[];
}
interface WorkerScope {
  location: Location;
  clients: {
    get(id: string): Promise<WorkerClient | undefined>;
    matchAll(options: { type: 'window' }): Promise<WorkerClient[]>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
declare const self: WorkerScope;

const serial = createSerial(captureTabContext);
const backend = createBackend({
  ...hostStorages,
  // The slow scenario and ?latency= wait without holding up other requests.
  wait: (ms) => serial.pause(() => new Promise((resolve) => setTimeout(resolve, ms))),
});

interface Opened {
  driver: string;
  persistent: boolean;
}

let opened: Promise<Opened> | null = null;
/** Whether this worker's life has prepared the data yet (a restarted worker checks it once more). */
let prepared = false;

/**
 * Opens the db once per worker life. One backend writes it, so a lock within the worker is enough:
 * no lock across tabs. Memory when IndexedDB will not open (the data then lives as long as the worker).
 */
function openDb(): Promise<Opened> {
  opened ??= (async () => {
    const storage = await createIndexedDbStorage(undefined, { lock: createTabLock() });
    setDb(createDb(storage ?? createMemoryStorage(), { broadcast: true }));
    return { driver: storage?.driver ?? 'memory', persistent: storage !== null };
  })();
  return opened;
}

/**
 * Prepares the data over the current tab's state: seeded when new, reseeded on another version or
 * data set. Data of another version means this worker came with a new deploy while tabs may be
 * open: every tab is told, never left to find its data gone (mocks/sw-page/updates.ts).
 */
async function prepare(reset: boolean, dataSet = dataSetOf(getScenario())): Promise<ReseedReason> {
  const { reason } = await prepareSharedDb(getDb(), { reset, dataSet, local: globalThis.localStorage });
  prepared = true;
  if (reason === 'version') {
    const tabs = await self.clients.matchAll({ type: 'window' });
    tabs.forEach((tab) => tab.postMessage({ type: 'data-reset' }));
  }
  return reason;
}

/** The empty state of a request no tab sent (none of the app's own requests). */
const NO_TAB: TabState = { protocol: BACKEND_VERSION.protocol, page: '', local: {}, session: {} };

async function answerFetch(request: Request, clientId: string): Promise<Response> {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  let state = NO_TAB;
  if (client) {
    try {
      state = await ask<TabState>(client, { type: 'tab-state' }, TAB_TIMEOUT_MS);
    } catch {
      return fail(503, 'The page did not send its state to the backend in time.');
    }
    // A clear JSON error the app shows, before anything of this worker's protocol reaches the tab.
    if (!protocolCompatible(state.protocol, BACKEND_VERSION.protocol)) return fail(MISMATCH_STATUS, MISMATCH_MESSAGE);
  }
  await openDb();
  const { result, changes } = await serial.run(() =>
    withTabState(state, async () => {
      if (!prepared) await prepare(false);
      return backend.handle(request).catch(() => fail(500, 'Internal server error'));
    }),
  );
  // The tab applies what changed before it sees the answer.
  if (client) await ask(client, { type: 'tab-changes', changes }, TAB_TIMEOUT_MS).catch(() => undefined);
  return result;
}

function isBackendPath(url: URL): boolean {
  const path = url.pathname;
  return url.origin === self.location.origin && (path.startsWith(`${env.BASE_URL}api/`) || path.startsWith(`${env.BASE_URL}uploads/`));
}

self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));
// The first visit waits for this worker to control the page (mocks/sw-page/control.ts).
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  if (isBackendPath(new URL(event.request.url))) event.respondWith(answerFetch(event.request, event.clientId));
});

self.addEventListener('message', (event) => {
  const message = event.data;
  const [port] = event.ports;
  if (message.type === 'claim') event.waitUntil(self.clients.claim());
  if (message.type === 'version') event.waitUntil(replyOn(port, () => BACKEND_VERSION));
  if (message.type === 'outbox') event.waitUntil(replyOn(port, async () => {
        await openDb();
        return getDb().outbox.all();
      }));
  if (message.type === 'prepare') {
    event.waitUntil(
      replyOn(port, async (): Promise<Prepared> => {
        // A page of another build (an old tab, a stale cached page) is told to reload.
        if (!protocolCompatible(message.state.protocol, BACKEND_VERSION.protocol)) throw new Error(MISMATCH_MESSAGE);
        const { driver, persistent } = await openDb();
        const { result, changes } = await serial.run(() =>
          withTabState(message.state, () => {
            // A page starts: what is stored is read afresh, as the backend in the page does on each
            // load, so a change written behind the API (QA's tests, DevTools) shows after a reload.
            getDb().invalidate();
            return prepare(message.reset, message.dataSet);
          }),
        );
        return { reason: result, driver, persistent, changes };
      }),
    );
  }
});
