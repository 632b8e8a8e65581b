// An open tab's side of a new deploy. The first worker to control the tab is the one it started
// with (mocks/sw-page/control.ts); any later `controllerchange` is a new deploy's worker taking
// over: the tab asks its version and the page says a new version is available, and whether this
// page can still use it. A worker that reseeds data of another version tells every tab: the page
// says so and the app refetches. Never silently (the root layout shows the notice).
import { getRuntimeStatus, setRuntimeStatus, type RuntimeStatus } from '@/lib/runtime-status';
import { announceReset } from '../qa/backend-handle';
import { ask, type BackendNotice } from '../worker/protocol';
import { backendUpdateOf, type BackendVersion } from '../worker/version';

/** A worker that does not answer by then is taken for one this page cannot talk to. */
const VERSION_TIMEOUT_MS = 5_000;

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
      .then((version) => report({ backendUpdate: backendUpdateOf(version) }));
  });
  container.addEventListener('message', (event: MessageEvent<Partial<BackendNotice> | null>) => {
    if (event.data?.type !== 'data-reset') return;
    // Only a new deploy's worker finds data of another version.
    report({ dataReset: true, backendUpdate: getRuntimeStatus().backendUpdate ?? 'compatible' });
    void announceReset();
  });
}
