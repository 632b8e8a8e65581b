// The start-up both browser hosts of the mock backend share (the page: mocks/hosts/page/in-page.ts;
// its own service worker: mocks/hosts/worker-page/start.ts): window.__backend from the first moment, readiness, the URL's
// ?reset, ?scenario and QA switches (a link that would wipe the visitor's work asks first:
// ./start-consent.ts), then the host opens the data. Page-safe: it imports no backend code, so a
// worker build's page loads none.
import type { PrepareOptions, ReseedReason } from '../db/boot-db';
import { installBackendHandle, type BackendOps } from './backend-handle';
import { markFailed, markReady, markStarting } from './readiness';
import { activeSwitches } from './switches';
import type { ActiveSwitch } from './url-switch';
import { LOCAL_DATA_KEYS } from '../db/local-keys';
import { dataSetOf, getScenario, type Scenario } from './scenario';
import { loadChunk } from '@/lib/chunk';
import { applyStartParams, type StartParams } from './start-params';

/** Where the backend answers: its own service worker, or inside the page (dev, or no service worker). */
export type BackendHostName = 'service worker' | 'page';

export interface MockStatus {
  host: BackendHostName;
  driver: string;
  persistent: boolean;
  scenario: Scenario;
  /** The QA switches on in this tab session (?now=, ?fault= ...). */
  switches: ActiveSwitch[];
  /** The stored data was of another version (a new deploy) and was reseeded: the page says so. */
  dataReset: boolean;
}

/** What a host found when it opened the data at start-up. */
export interface OpenedBackend {
  host: BackendHostName;
  driver: string;
  persistent: boolean;
  reason: ReseedReason;
}

/** The page's browser-side data, for the backend to compare with the seed. */
const pageLocal = () => Object.fromEntries(LOCAL_DATA_KEYS.map((key) => [key, localStorage.getItem(key)]));

/** Opens the data as the address asks. */
function openAsAsked(open: OpenData, params: StartParams): Promise<OpenedBackend> {
  params.keepScenario();
  return open({ reset: params.reset, dataSet: dataSetOf(params.scenario) });
}

/**
 * Opens the data as it is, then replaces it as the address asks (./start-consent.ts) only when
 * that loses nothing but seed data, or the visitor says so; else the data and scenario stay.
 */
async function openAsking(ops: BackendOps, open: OpenData, params: StartParams): Promise<OpenedBackend> {
  const opened = await open({ dataSet: dataSetOf(getScenario(sessionStorage)) });
  const asked = { reset: params.reset, dataSet: dataSetOf(params.scenario) };
  const changes = await ops.seedChanges(asked, pageLocal());
  // Loaded only to ask: a visit that asks nothing downloads none of it.
  const confirmReplacing = async () => (await loadChunk('start-consent', () => import('./start-consent'))).confirmReplacing(changes, params);
  if (changes?.length === 0 || (await confirmReplacing())) {
    params.keepScenario();
    await ops.prepare(asked);
  }
  return opened;
}

type OpenData = (options: PrepareOptions) => Promise<OpenedBackend>;

/**
 * Starts a host: `ops` serve window.__backend, `open` readies the data (as the URL asks) and the
 * host's answering of requests. Resolves once the backend answers; else says failed and rejects.
 */
export async function startBackendHost(ops: BackendOps, open: OpenData): Promise<MockStatus> {
  installBackendHandle(ops);
  markStarting();
  try {
    const params = applyStartParams();
    // QA's automation (Playwright, WebDriver) is never asked: its documented flows stay as they are.
    const automated = navigator.webdriver === true;
    const { host, driver, persistent, reason } = await (params.replaces && !automated ? openAsking(ops, open, params) : openAsAsked(open, params));
    params.dropFromUrl();
    markReady();
    return { host, driver, persistent, scenario: getScenario(sessionStorage), switches: activeSwitches(), dataReset: reason === 'version' };
  } catch (error) {
    markFailed(error);
    throw error;
  }
}
