// A tab's side of a new deploy. The first worker to control the tab is the one it started with
// (mocks/hosts/worker-page/control.ts); a later `controllerchange` is another deploy's worker taking over:
// the tab asks its version, and unless the page is of that very build (a page of the new deploy that
// started under the old worker) the page says a new version is available, and whether this page can
// still use it. A worker that reseeds data of another version tells every tab: the page says so and
// the app refetches. Never silently (the root layout shows the notice).
import { getRuntimeStatus, setRuntimeStatus, type RuntimeStatus } from '@/lib/runtime-status';
import { announceReset } from '../../qa/backend-handle';
import { ask, type BackendNotice } from '../worker/protocol';
import type { BackendVersion } from '../../core/backend-version';
import { backendUpdateOf, MISMATCH_MESSAGE, olderThanBackend } from '../worker/version';

/** A worker that does not answer by then is taken for one this page cannot talk to. */
const VERSION_TIMEOUT_MS = 5_000;
/** How long a page that met a worker of another protocol at start waits for its own build's worker. */
const TAKEOVER_TIMEOUT_MS = 20_000;

function report(change: Partial<RuntimeStatus>): void {
  setRuntimeStatus({ ...getRuntimeStatus(), ...change });
}

/** Called once the tab's first worker controls it and has prepared the data. */
export function watchBackendUpdates(container: ServiceWorkerContainer): void {
  container.addEventListener('controllerchange', () => {
    const worker = container.controller;
    if (!worker) return;
    void ask<BackendVersion>(worker, { type: 'version' }, VERSION_TIMEOUT_MS)
      .catch(() => null)
      .then((version) => {
        const update = backendUpdateOf(version);
        if (update) report({ backendUpdate: update });
      });
  });
  container.addEventListener('message', (event: MessageEvent<Partial<BackendNotice> | null>) => {
    if (event.data?.type !== 'data-reset') return;
    report({ dataReset: true });
    void announceReset();
  });
}

/** Whether `error` is a worker's refusal of a tab of another protocol. */
export function isVersionMismatch(error: unknown): error is Error {
  return error instanceof Error && error.message === MISMATCH_MESSAGE;
}

/**
 * Runs `work` with the controlling worker (`current`), and once more with the next one when that
 * worker refused this page's protocol: the first page of a protocol-changing deploy starts under
 * the old worker, and its own worker takes over moments later (the browser checks for it on
 * navigation). A page older than the worker gets the refusal at once: no worker of its own build
 * is coming.
 */
export async function retriedAfterTakeover<T>(
  container: ServiceWorkerContainer,
  current: () => Promise<ServiceWorker>,
  work: (worker: ServiceWorker) => Promise<T>,
): Promise<T> {
  const worker = await current();
  try {
    return await work(worker);
  } catch (error) {
    if (!isVersionMismatch(error)) throw error;
    if (container.controller === worker) {
      const version = await ask<BackendVersion>(worker, { type: 'version' }, VERSION_TIMEOUT_MS).catch(() => null);
      if (olderThanBackend(version)) throw error;
    }
    // A worker that took over while the page asked is the one to try.
    if (container.controller === worker) {
      await new Promise((resolve, reject) => {
        container.addEventListener('controllerchange', resolve, { once: true });
        setTimeout(() => reject(error), TAKEOVER_TIMEOUT_MS);
      });
    }
    return work(await current());
  }
}
