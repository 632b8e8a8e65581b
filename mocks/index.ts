// The backend in the page (a VITE_BACKEND=page build, and `vite dev`), started before the app
// renders through the start-up both hosts share (start-host.ts): opens the db (IndexedDB, or memory
// when it cannot be opened), seeding when needed, then starts msw's worker (or, when the browser
// refuses service workers, the same handlers inside the page).
import { bootDb, prepareSharedDb, type PrepareOptions } from './boot-db';
import { getDb, onRemoteWrite, setDb } from './db/db';
import type { BackendOps } from './qa/backend-handle';
import { startBackendHost, type MockStatus, type OpenedBackend } from './start-host';

/** window.__backend's work, on the db in this page. */
export const inPageBackendOps: BackendOps = {
  prepare: (options) => prepareSharedDb(getDb(), options),
  outbox: () => getDb().outbox.all(),
};

export function enableMocking(): Promise<MockStatus> {
  return startBackendHost(inPageBackendOps, openInPage);
}

async function openInPage(options: PrepareOptions): Promise<OpenedBackend> {
  const { db, driver, persistent, reason } = await bootDb(options);
  setDb(db);
  // Another tab wrote: drop cached collections so the next request reads fresh data.
  if (persistent) onRemoteWrite(() => db.invalidate());

  const { startWorker } = await import('./browser');
  await startWorker();
  return { driver, persistent, reason };
}
