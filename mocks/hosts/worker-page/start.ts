// Starts the page's side of the backend that runs in its own service worker (mocks/hosts/worker/), through
// the start-up both hosts share (mocks/qa/host-start.ts): the data is prepared by the worker over this
// tab's state, and no backend code loads in the page. A browser that gives the page no service
// worker gets the same backend inside the page instead (../hosts/in-page.ts), loaded only then.
import { loadChunk } from '@/lib/chunk';
import { clearPrerendered } from '@/lib/prerendered-page';
import type { PrepareOptions } from '../../db/boot-db';
import { callOp, forwardOps, type BackendOps } from '../../qa/backend-handle';
import { startBackendHost, type MockStatus, type OpenedBackend } from '../../qa/host-start';
import { applyLocalChanges, readTabState, tabId, tabSession } from './tab-state';
import { ask, type ControlMessage, type Prepared } from '../worker/protocol';
import { controlledByBackend, ServiceWorkersUnavailable } from './control';
import { keepLocalForWorker } from './keep-local';
import { linkToWorker } from './link';
import { showOtherVersion } from './unavailable';
import { isVersionMismatch, retriedAfterTakeover, watchBackendUpdates } from './updates';

/** Seeding the big data set takes a while on a slow machine. */
const PREPARE_TIMEOUT_MS = 120_000;

let worker: Promise<ServiceWorker> | null = null;

/** The worker that controls the page now: a new deploy's may have taken over since the start. */
async function control(): Promise<ServiceWorker> {
  const first = await (worker ??= controlledByBackend());
  return navigator.serviceWorker.controller ?? first;
}

async function prepare(options: PrepareOptions): Promise<Prepared> {
  const prepared = await retriedAfterTakeover(navigator.serviceWorker, control, (worker) =>
    ask<Prepared>(worker, { type: 'prepare', reset: options.reset ?? false, dataSet: options.dataSet, state: readTabState() }, PREPARE_TIMEOUT_MS),
  );
  applyLocalChanges(prepared.local);
  return prepared;
}

/** Where window.__backend's work goes: the worker, or the page once it fell back. */
let fallback: BackendOps | null = null;
const ops = forwardOps(async (op, args) => {
  if (fallback) return callOp(fallback, op, args);
  if (op === 'prepare') return prepare(args[0] as PrepareOptions);
  const message: ControlMessage = { type: 'op', op, args, tab: tabId(), session: tabSession() };
  return ask(await control(), message, PREPARE_TIMEOUT_MS);
});

/** Opens the backend in the worker, or in the page when the browser refuses service workers. */
async function open(options: PrepareOptions): Promise<OpenedBackend> {
  try {
    const prepared = await prepare(options);
    linkToWorker(control);
    keepLocalForWorker(navigator.serviceWorker);
    watchBackendUpdates(navigator.serviceWorker);
    return { ...prepared, host: 'service worker' };
  } catch (error) {
    if (!(error instanceof ServiceWorkersUnavailable)) throw error;
    console.info(`The backend answers inside the page: ${error.message}`);
    const inPage = await loadChunk('backend-in-page', () => import('../page/in-page'));
    fallback = inPage.inPageBackendOps;
    return inPage.openInPage(options);
  }
}

/**
 * Resolves once the backend answers this page. When a worker of another version refuses it, says
 * so in place of the app, with a way out, and never settles; any other failure rejects.
 */
export async function startWorkerBackend(): Promise<MockStatus> {
  try {
    return await startBackendHost(ops, open);
  } catch (error) {
    const root = document.getElementById('root');
    if (!isVersionMismatch(error) || !root) throw error;
    // Expected, and explained on the page: the app, which cannot run without its backend, does
    // not start, and no error is thrown.
    console.warn('The backend cannot start:', (error as Error).message);
    clearPrerendered(root);
    showOtherVersion(root);
    return new Promise<never>(() => undefined);
  }
}
