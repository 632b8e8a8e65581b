// Starts the in-browser backend before the app renders: opens the db (IndexedDB, or memory when
// it cannot be opened), applies ?reset and ?scenario, seeds when needed, starts the worker (or, when
// the browser refuses service workers, the same handlers inside the page).
import { bootDb, prepareSharedDb } from './boot-db';
import { getDb, onRemoteWrite, setDb } from './db/db';
import { installBackendHandle, type BackendOps } from './qa/backend-handle';
import { markFailed, markReady, markStarting } from './qa/readiness';
import { activeSwitches } from './qa/switches';
import type { ActiveSwitch } from './qa/url-switch';
import { dataSetOf, type Scenario } from './scenario';
import { applyStartParams } from './start-params';

export interface MockStatus {
  driver: string;
  persistent: boolean;
  scenario: Scenario;
  /** The QA switches on in this tab session (?now=, ?fault= ...). */
  switches: ActiveSwitch[];
  /** The stored data was of another version (a new deploy) and was reseeded: the page says so. */
  dataReset: boolean;
}

/** window.__backend's work, on the db in this page. */
export const inPageBackendOps: BackendOps = {
  prepare: (options) => prepareSharedDb(getDb(), options),
  outbox: () => getDb().outbox.all(),
};

export async function enableMocking(): Promise<MockStatus> {
  installBackendHandle(inPageBackendOps);
  markStarting();
  try {
    const status = await startBackend();
    markReady();
    return status;
  } catch (error) {
    markFailed(error);
    throw error;
  }
}

async function startBackend(): Promise<MockStatus> {
  const { reset, scenario, dropFromUrl } = applyStartParams();
  const { db, driver, persistent, reason } = await bootDb({ reset, dataSet: dataSetOf(scenario) });
  setDb(db);
  // The dashboard's first answers all need the donations (10,000 in the big scenario): read them
  // now, during the spec's 500 ms load delay, as a server would have them in memory already.
  if (window.location.pathname.includes('/admin/dashboard')) void db.donations.all().catch(() => undefined);
  dropFromUrl();

  // Another tab wrote: drop cached collections so the next request reads fresh data.
  if (persistent) onRemoteWrite(() => db.invalidate());

  const { startWorker } = await import('./browser');
  await startWorker();
  return { driver, persistent, scenario, switches: activeSwitches(), dataReset: reason === 'version' };
}
