// Starts the in-browser backend before the app renders: opens the db (IndexedDB, or memory when
// it cannot be opened), applies ?reset and ?scenario, seeds when needed, starts the worker (or, when
// the browser refuses service workers, the same handlers inside the page).
import { bootDb } from './boot-db';
import { onRemoteWrite, setDb } from './db/db';
import { installBackendHandle } from './qa/backend-handle';
import { markFailed, markReady, markStarting } from './qa/readiness';
import { activeSwitches, applySwitchParams } from './qa/switches';
import type { ActiveSwitch } from './qa/url-switch';
import { dataSetOf, getScenario, isScenario, setScenario, type Scenario } from './scenario';

export interface MockStatus {
  driver: string;
  persistent: boolean;
  scenario: Scenario;
  /** The QA switches on in this tab session (?now=, ?fault= ...). */
  switches: ActiveSwitch[];
}

export async function enableMocking(): Promise<MockStatus> {
  installBackendHandle();
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
  const url = new URL(window.location.href);
  const reset = url.searchParams.get('reset') === '1';
  const scenarioParam = url.searchParams.get('scenario');
  if (isScenario(scenarioParam)) setScenario(scenarioParam);
  else if (scenarioParam !== null) console.warn(`Unknown scenario "${scenarioParam}" ignored.`);
  const scenario = getScenario();
  const switchParams = applySwitchParams(url.searchParams);

  const { db, driver, persistent } = await bootDb({ reset, dataSet: dataSetOf(scenario) });
  setDb(db);

  if (reset || scenarioParam !== null || switchParams.length > 0) {
    for (const param of ['reset', 'scenario', ...switchParams]) url.searchParams.delete(param);
    window.history.replaceState(window.history.state, '', url);
  }

  // Another tab wrote: drop cached collections so the next request reads fresh data.
  if (persistent) onRemoteWrite(() => db.invalidate());

  const { startWorker } = await import('./browser');
  await startWorker();
  return { driver, persistent, scenario, switches: activeSwitches() };
}
