// The mock backend in a service worker of its own (built alone into dist/backend-worker.js, one
// classic script: a service worker cannot import()). It answers every fetch under the app's /api/
// and /uploads/ from the request alone and asks a tab nothing while answering, a demo import apart
// (the page it came from keeps the file's browser-side data first: writePagesLocal): the QA
// switches come as X-Mock-* headers (a request without them gets those its page last sent,
// ./tabs.ts), the spec's browser-side data from the copy the pages keep current in the store
// (`local:` keys), everything else from IndexedDB. The browser stops an idle worker after about
// 30 s; a restarted one answers exactly as before.
import './web-storage-first';
import { prepareSharedDb, type ReseedReason } from '../../db/boot-db';
import { createBackend } from '../../core/create-backend';
import { clockOf, NO_SWITCHES, switchesIn, switchesOf } from '../../core/switches';
import { createDb, type Db } from '../../db/db';
import { PAGE_ID } from '@/lib/react-query';
import { createTabLock } from '../../db/lock';
import { openAtomicIndexedDb } from '../../db/atomic-storage';
import { createMemoryStorage } from '../../db/storage';
import { createLocalCopy, filledStorage } from '../../db/local-copy';
import { dataSetOf } from '../../qa/scenario';
import { changesSinceSeed } from '../../seed/changes';
import type { DataSet } from '../../seed';
import { fail } from '../../core/responses';
import { LOCAL_DATA_KEYS } from '../../db/local-keys';
import { TAB_HEADERS } from '@/lib/mock-headers';
import {
  ask,
  LOCAL_CHANGED_HEADER,
  PAGE_STORAGE_FULL,
  type ControlMessage,
  type PageRequest,
  type Prepared,
  replyOn,
  type TabState,
} from './protocol';
import type { LocalValues } from '../../core/context';
import { createSerial } from '../../core/serial';
import { BACKEND_VERSION } from '../../core/backend-version';
import { MISMATCH_MESSAGE, MISMATCH_STATUS, protocolCompatible } from './version';
import { createTabMemory, type KnownPage } from './tabs';
import { addNetworkRoutes, type PatternClass } from './network-routes';
import { createTabRecords, recordOps } from '../../qa/tab-records';
import { callOp, type BackendOps } from '../../qa/backend-handle';

/** The parts of the service worker scope this file uses (the DOM lib has no ServiceWorkerGlobalScope). */
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
  source: { id: string } | null;
}
interface WorkerClient {
  id: string;
  postMessage(message: unknown, transfer?: Transferable[]): void;
}
interface WorkerScope {
  location: { origin: string };
  clients: {
    matchAll(options: { type: 'window' }): Promise<WorkerClient[]>;
    get(id: string): Promise<WorkerClient | undefined>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
declare const self: WorkerScope & { URLPattern?: PatternClass };

interface Opened {
  driver: string;
  persistent: boolean;
}

/** The db this worker answers from: memory until openDb opens the stored one. */
let db: Db = createDb(createMemoryStorage());
const getDb = (): Db => db;

// The page a write is made for: the tab whose request is being answered, so that tab skips its own
// writes when the db announces them (DbOptions.writer).
let writingPage = PAGE_ID;

let opened: Promise<Opened> | null = null;
/** Whether this worker's life has prepared the data yet (a restarted worker checks it once more). */
let prepared = false;

/**
 * Opens the db once per worker life. One backend writes it, so a lock within the worker is enough:
 * no lock across tabs. Memory when IndexedDB will not open (the data then lives as long as the worker).
 */
function openDb(): Promise<Opened> {
  opened ??= (async () => {
    // A request with an idempotency key stores its writes in one transaction (mocks/core/idempotency.ts).
    const storage = await openAtomicIndexedDb(undefined, { lock: createTabLock() });
    db = createDb(storage ?? createMemoryStorage(), { broadcast: true, writer: () => writingPage });
    return { driver: storage?.driver ?? 'memory', persistent: storage !== null };
  })();
  return opened;
}

const tabs = createTabMemory(async () => (await openDb(), getDb().storage));
const records = createTabRecords(tabs.shelf);

// The spec's browser-side data: the pages' localStorage is the truth, the worker keeps its copy.
const localCopy = createLocalCopy(() => getDb().storage, LOCAL_DATA_KEYS);

// ---- Answering ----

/** One request's page, the client it came from and its copy of the browser-side data, for the backend's deps. */
const answering = new WeakMap<Request, { page?: KnownPage; clientId: string; local: Storage }>();

/** How long a page has to take an import's browser-side data: one that has not by then is taken for none. */
const PAGE_TIMEOUT_MS = 10_000;

/**
 * Writes an import's browser-side data into the localStorage of the page the request came from
 * (./keep-local.ts in the page), which this worker cannot reach itself: what the keys held, or a
 * refusal (storage full; no such page, or one that does not answer), the page then unchanged.
 */
async function writePagesLocal(request: Request, values: LocalValues): Promise<LocalValues> {
  const clientId = answering.get(request)?.clientId;
  const client = clientId ? await self.clients.get(clientId) : undefined;
  if (!client) throw new Error('The request came from no open page of this demo.');
  try {
    return await ask<LocalValues>(client, { type: 'local-apply', values } satisfies PageRequest, PAGE_TIMEOUT_MS);
  } catch (error) {
    if (error instanceof Error && error.message === PAGE_STORAGE_FULL) throw new DOMException(PAGE_STORAGE_FULL, 'QuotaExceededError');
    throw error;
  }
}

// One request at a time, so a read-modify-write never interleaves with another and each write is
// announced for the page that made it; a request that waits (the slow scenario, ?latency=) lets the
// others run meanwhile and takes its turn back afterwards, its page restored.
const serial = createSerial(() => {
  const page = writingPage;
  return () => {
    writingPage = page;
  };
});

const backend = createBackend({
  origin: self.location.origin,
  db: getDb,
  local: (request) => answering.get(request)!.local,
  tabSwitches: (request) => answering.get(request)?.page?.switches ?? NO_SWITCHES,
  log: (request, entry) => {
    const page = answering.get(request)?.page;
    return page ? records.log(page.tab, entry) : undefined;
  },
  wait: (ms) => serial.pause(() => new Promise((resolve) => setTimeout(resolve, ms))),
  answers: records.answers,
  tabOf: (request) => answering.get(request)?.page?.tab ?? '',
  writePagesLocal,
});

/**
 * Prepares the data: seeded when new, reseeded on another version or data set. Data of another
 * version means this worker came with a new deploy while tabs may be open: every tab is told,
 * never left to find its data gone (mocks/hosts/worker-page/updates.ts).
 */
async function prepare(reset: boolean, dataSet: DataSet, local: Storage, now: number): Promise<ReseedReason> {
  const { reason } = await prepareSharedDb(getDb(), { reset, dataSet, local, now });
  prepared = true;
  if (reason === 'version') {
    const open = await self.clients.matchAll({ type: 'window' });
    open.forEach((tab) => tab.postMessage({ type: 'data-reset' }));
  }
  return reason;
}

/** The page a request speaks for: its headers when the app sent it, else what its page last said. */
async function pageOf(request: Request, clientId: string): Promise<KnownPage | undefined> {
  const tab = request.headers.get(TAB_HEADERS.tab);
  if (tab === null) return tabs.pageOf(clientId);
  const read = switchesOf(request, NO_SWITCHES);
  const page: KnownPage = {
    tab,
    page: request.headers.get(TAB_HEADERS.page) ?? '',
    protocol: Number(request.headers.get(TAB_HEADERS.protocol)),
    switches: read.ok ? read.switches : NO_SWITCHES,
  };
  // The headers are the page's switches as they are now: later requests without headers get them.
  if (clientId && read.ok) await tabs.remember(clientId, { ...page, switches: { ...page.switches, at: null, draw: null } });
  return page;
}

async function answerFetch(request: Request, clientId: string): Promise<Response> {
  await openDb();
  const page = await pageOf(request, clientId);
  // A clear JSON error the app shows, before anything of this worker's protocol reaches a page of another.
  if (page && !protocolCompatible(page.protocol, BACKEND_VERSION.protocol)) return fail(MISMATCH_STATUS, MISMATCH_MESSAGE);
  return serial.run(async () => {
    writingPage = page?.page ?? '';
    const { storage, before } = await localCopy.read();
    const switches = page?.switches ?? NO_SWITCHES;
    const reseeded = !prepared && (await prepare(false, dataSetOf(switches.scenario), storage, clockOf(switches)())) !== null;
    answering.set(request, { page, clientId, local: storage });
    const response = await backend.handle(request).catch(() => fail(500, 'Internal server error'));
    if (!(await localCopy.save(storage, before, reseeded))) return response;
    const headers = new Headers(response.headers);
    headers.set(LOCAL_CHANGED_HEADER, '1');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  });
}

/** A page starts: the data is prepared over its state, which the worker then keeps. */
async function preparePage(state: TabState, reset: boolean, dataSet: DataSet, clientId?: string): Promise<Prepared> {
  // A page of another build (an old tab, a stale cached page) is told to reload.
  if (!protocolCompatible(state.protocol, BACKEND_VERSION.protocol)) throw new Error(MISMATCH_MESSAGE);
  const { driver, persistent } = await openDb();
  const local = filledStorage(state.local);
  const session = filledStorage(state.session);
  const reason = await serial.run(async () => {
    // The data written now is this page's: it is told by its reset, other tabs by the broadcast.
    writingPage = state.page;
    // What is stored is read afresh, as the backend in the page does on each load, so a change
    // written behind the API (QA's tests, DevTools) shows after a reload.
    getDb().invalidate();
    localCopy.forget();
    // The seed is dated by the page's clock (its ?now= pin), which this worker has no storage to read.
    const prepared = await prepare(reset, dataSet, local, clockOf(switchesIn(session))());
    // The page's keys win (QA may set them before the first load); the worker keeps their copy.
    await localCopy.write(Object.fromEntries(LOCAL_DATA_KEYS.map((key) => [key, local.getItem(key)])));
    return prepared;
  });
  // The page loads its code for a while before it asks for data (the dashboard waits 500 ms more):
  // time enough to read 10,000 donations, which IndexedDB gives one record at a time.
  getDb().warm();
  if (clientId) {
    const open = (await self.clients.matchAll({ type: 'window' })).map((client) => client.id);
    await tabs.remember(clientId, { tab: state.tab, page: state.page, protocol: state.protocol, switches: switchesIn(session) }, open);
  }
  const changes: Record<string, string | null> = {};
  for (const key of new Set([...Object.keys(state.local), ...LOCAL_DATA_KEYS])) {
    const now = local.getItem(key);
    if (now !== (state.local[key] ?? null)) changes[key] = now;
  }
  return { reason, driver, persistent, local: changes };
}

/** window.__backend's work for a page; the tab's switches it sends are its switches from now on. */
async function runOp({ op, args, tab, session }: Extract<ControlMessage, { type: 'op' }>, clientId: string): Promise<unknown> {
  const known = await tabs.pageOf(clientId);
  if (known) await tabs.remember(clientId, { ...known, switches: switchesIn(filledStorage(session)) });
  const ops: Omit<BackendOps, 'prepare'> = {
    ...recordOps(records, tab),
    seedChanges: async (options, local) => (await openDb(), serial.run(() => changesSinceSeed(getDb(), filledStorage(local), options))),
    outbox: async () => (await openDb(), getDb().outbox.all()),
    switched: async () => undefined,
  };
  if (!Object.hasOwn(ops, op)) throw new Error(`This backend does not know "${op}".`);
  return callOp(ops, op, args);
}

self.addEventListener('install', (event) => event.waitUntil(Promise.all([self.skipWaiting(), addNetworkRoutes(event, self)])));
// The first visit waits for this worker to control the page (mocks/hosts/worker-page/control.ts).
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  if (backend.owns(event.request)) event.respondWith(answerFetch(event.request, event.clientId));
});
self.addEventListener('message', (event) => {
  const message = event.data;
  const [port] = event.ports;
  const reply = (work: () => unknown) => event.waitUntil(replyOn(port, work));
  switch (message.type) {
    case 'claim':
      return event.waitUntil(self.clients.claim());
    case 'version':
      return reply(() => BACKEND_VERSION);
    case 'prepare':
      return reply(() => preparePage(message.state, message.reset, message.dataSet, event.source?.id));
    case 'local-write':
      return reply(async () => (await openDb(), serial.run(() => localCopy.write(message.values))));
    case 'local-read':
      return reply(async () => (await openDb(), localCopy.values()));
    case 'op':
      return reply(() => runOp(message, event.source?.id ?? ''));
    default:
      // A page of a later build that missed the protocol bump gets an error now, not a timeout.
      return reply(() => {
        throw new Error(`This backend does not know "${(message as { type?: unknown }).type}".`);
      });
  }
});
