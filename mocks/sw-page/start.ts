// Starts the page's side of the backend that runs in its own service worker (mocks/worker/), through
// the start-up both hosts share (../start-host.ts): the data is prepared by the worker over this
// tab's state. No backend code loads in the page.
import { dropPrerender } from '@/lib/prerender';
import type { PrepareOptions } from '../boot-db';
import type { BackendOps } from '../qa/backend-handle';
import { startBackendHost, type MockStatus } from '../start-host';
import { applyTabChanges, readTabState } from '../tab-state';
import { ask, type Prepared } from '../worker/protocol';
import { controlledByBackend, ServiceWorkersUnavailable } from './control';
import { OTHER_VERSION, SERVICE_WORKERS_REFUSED, showBackendCannotStart } from './unavailable';
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
  applyTabChanges(prepared.changes);
  return prepared;
}

const ops: BackendOps = {
  prepare,
  outbox: async () => ask(await control(), { type: 'outbox' }, PREPARE_TIMEOUT_MS),
};

/**
 * Resolves once the worker answers this page. When it cannot for a reason the visitor can act on
 * (service workers refused, a worker of another version), says so in place of the app and never
 * settles; any other failure rejects.
 */
export async function startWorkerBackend(): Promise<MockStatus> {
  try {
    const status = await startBackendHost(ops, prepare);
    watchBackendUpdates(navigator.serviceWorker);
    return status;
  } catch (error) {
    const root = document.getElementById('root');
    const screen = error instanceof ServiceWorkersUnavailable ? SERVICE_WORKERS_REFUSED : isVersionMismatch(error) ? OTHER_VERSION : null;
    if (!screen || !root) throw error;
    // Expected, and explained on the page: the app, which cannot run without its backend, does
    // not start, and no error is thrown.
    console.warn('The backend cannot start:', (error as Error).message);
    dropPrerender();
    showBackendCannotStart(root, screen);
    return new Promise<never>(() => undefined);
  }
}
