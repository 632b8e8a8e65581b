// window.__backend: what QA's tests call on the in-browser backend (documented on BackendHandle).
// reset and scenario reuse what ?reset=1 and ?scenario= do at start-up, then tell the app.
import { BACKEND_RESET_EVENT, type BackendResetDetail } from '@/lib/backend-reset';
import { getRuntimeStatus, setRuntimeStatus } from '@/lib/runtime-status';
import { prepareSharedDb } from '../boot-db';
import { getDb } from '../db/db';
import { dataSetOf, getScenario, isScenario, SCENARIOS, setScenario } from '../scenario';
import type { BackendHandle } from './backend-types';
import { backendReady } from './readiness';
import { clearRequestLog, readRequestLog } from './request-log';

/** Tells the app its data was replaced; resolves once the work it hands back (its refetch) is done. */
export async function announceReset(): Promise<void> {
  const work: Promise<unknown>[] = [];
  const detail: BackendResetDetail = { waitUntil: (promise) => void work.push(promise) };
  window.dispatchEvent(new CustomEvent(BACKEND_RESET_EVENT, { detail }));
  await Promise.all(work);
}

export function createBackendHandle(): BackendHandle {
  return {
    ready: backendReady,
    async reset() {
      await backendReady;
      await prepareSharedDb(getDb(), { reset: true, dataSet: dataSetOf(getScenario()) });
      await announceReset();
    },
    async scenario(name) {
      if (!isScenario(name)) throw new Error(`Unknown scenario "${String(name)}". Known scenarios: ${SCENARIOS.join(', ')}.`);
      await backendReady;
      setScenario(name);
      await prepareSharedDb(getDb(), { dataSet: dataSetOf(name) });
      // /health and the demo panel read the scenario from here.
      setRuntimeStatus({ ...getRuntimeStatus(), scenario: name });
      await announceReset();
    },
    requests: readRequestLog,
    clearRequests: clearRequestLog,
    async outbox() {
      await backendReady;
      return getDb().outbox.all();
    },
  };
}

/** Called first thing at start-up, so `ready` is there while the backend starts. */
export function installBackendHandle(): void {
  window.__backend = createBackendHandle();
}
