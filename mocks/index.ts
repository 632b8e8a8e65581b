// Starts the in-browser backend before the app renders: opens the db (IndexedDB, or memory when
// it cannot be opened), applies ?reset and ?scenario, seeds when needed, starts the worker.
import { env } from '@/config/env';
import { createDb, DB_CHANNEL, SCHEMA_VERSION, setDb } from './db/db';
import { createIndexedDbStorage, createMemoryStorage } from './db/storage';
import { clearLocalData, ensureLocalData } from './local-data';
import { dataSetOf, getScenario, isScenario, setScenario, type Scenario } from './scenario';
import { DATASET_KEY, seedDb } from './seed';

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
  const scenario = getScenario();
  const dataSet = dataSetOf(scenario);

  const storage = (await createIndexedDbStorage()) ?? createMemoryStorage();
  const db = createDb(storage, { broadcast: true });
  setDb(db);

  let stale = true;
  let dataSetChanged = false;
  try {
    const [version, storedSet] = await Promise.all([db.readSchemaVersion(), storage.getItem<string>(DATASET_KEY)]);
    stale = version !== SCHEMA_VERSION || storedSet !== dataSet;
    dataSetChanged = storedSet !== null && storedSet !== dataSet;
  } catch {
    stale = true;
  }
  if (reset) clearLocalData();
  if (reset || stale) await seedDb(db, dataSet);
  // Events the page (or QA) stored before the first load are kept; a switch of data set replaces them.
  ensureLocalData(dataSet, reset || dataSetChanged);

  if (reset || scenarioParam) {
    url.searchParams.delete('reset');
    url.searchParams.delete('scenario');
    window.history.replaceState(window.history.state, '', url);
  }

  // Another tab wrote: drop cached collections so the next request reads fresh data.
  if (typeof BroadcastChannel !== 'undefined') {
    new BroadcastChannel(DB_CHANNEL).addEventListener('message', () => db.invalidate());
  }

  const { worker } = await import('./browser');
  await worker.start({
    serviceWorker: { url: `${env.BASE_URL}mockServiceWorker.js`, options: { scope: env.BASE_URL } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return { driver: storage.driver, persistent: storage.driver !== 'memory', scenario };
}
