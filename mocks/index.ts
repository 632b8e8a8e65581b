// Starts the in-browser backend before the app renders: opens the db (IndexedDB, or memory when
// it cannot be opened), applies ?reset and ?scenario, seeds when needed, starts the worker.
import { env } from '@/config/env';
import { bootDb } from './boot-db';
import { onRemoteWrite, setDb } from './db/db';
import { dataSetOf, getScenario, isScenario, setScenario, type Scenario } from './scenario';

export interface MockStatus {
  driver: string;
  persistent: boolean;
  scenario: Scenario;
}

export async function enableMocking(): Promise<MockStatus> {
  const url = new URL(window.location.href);
  const reset = url.searchParams.get('reset') === '1';
  const scenarioParam = url.searchParams.get('scenario');
  if (isScenario(scenarioParam)) setScenario(scenarioParam);
  else if (scenarioParam !== null) console.warn(`Unknown scenario "${scenarioParam}" ignored.`);
  const scenario = getScenario();

  const { db, driver, persistent } = await bootDb({ reset, dataSet: dataSetOf(scenario) });
  setDb(db);

  if (reset || scenarioParam !== null) {
    url.searchParams.delete('reset');
    url.searchParams.delete('scenario');
    window.history.replaceState(window.history.state, '', url);
  }

  // Another tab wrote: drop cached collections so the next request reads fresh data.
  if (persistent) onRemoteWrite(() => db.invalidate());

  const { worker } = await import('./browser');
  await worker.start({
    serviceWorker: { url: `${env.BASE_URL}mockServiceWorker.js`, options: { scope: env.BASE_URL } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return { driver, persistent, scenario };
}
