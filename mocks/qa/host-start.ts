// The start-up both browser hosts of the mock backend share (the page: mocks/hosts/page/in-page.ts;
// its own service worker: mocks/hosts/worker-page/start.ts): window.__backend from the first moment, readiness, the URL's
// ?reset, ?scenario and QA switches, then the host opens the data. Page-safe: it imports no backend
// code, so a worker build's page loads none.
import type { PrepareOptions, ReseedReason } from '../boot-db';
import { installBackendHandle, type BackendOps } from './backend-handle';
import { markFailed, markReady, markStarting } from './readiness';
import { activeSwitches } from './switches';
import type { ActiveSwitch } from './url-switch';
import { dataSetOf, type Scenario } from '../scenario';
import { applyStartParams } from './start-params';

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

/**
 * Starts a host: `ops` serve window.__backend, `open` readies the data (as the URL asks) and the
 * host's answering of requests. Resolves once the backend answers; else says failed and rejects.
 */
export async function startBackendHost(ops: BackendOps, open: (options: PrepareOptions) => Promise<OpenedBackend>): Promise<MockStatus> {
  installBackendHandle(ops);
  markStarting();
  try {
    const { reset, scenario, dropFromUrl } = applyStartParams();
    const { host, driver, persistent, reason } = await open({ reset, dataSet: dataSetOf(scenario) });
    dropFromUrl();
    markReady();
    return { host, driver, persistent, scenario, switches: activeSwitches(), dataReset: reason === 'version' };
  } catch (error) {
    markFailed(error);
    throw error;
  }
}
