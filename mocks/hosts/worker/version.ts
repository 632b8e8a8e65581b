// The versions a page and the backend's service worker are built with, so that a tab that is open
// when a new deploy's worker takes over can tell what changed under it. Page-safe: no backend code.
// Both bundles inline the same object: dist/backend-worker.js holds it as `{protocol:N,data:N,build:"…"}`
// (e2e/qa/backend-deploy.spec.ts edits that text to play a deploy).
import type { BackendUpdate } from '@/lib/runtime-status';

export interface BackendVersion {
  /**
   * What a page and the worker say to each other: the messages and headers (mocks/hosts/worker/protocol.ts)
   * and the HTTP API the app calls. Bump on a change a page of the previous build could not follow.
   * 2: the worker answers from the request alone (X-Mock-* headers) and no longer asks a tab for
   * its state. A page sends it with every request (X-Mock-Protocol) and when it starts.
   * 3: window.__backend's operations travel as one message, `op` (the canned answers and the
   * switches were added under 2, so a page of theirs waited on a worker that never answered).
   */
  protocol: number;
  /** The stored data's shapes (SCHEMA_VERSION): a store of another version is reseeded. */
  data: number;
  /** The build (vite.config.ts): a worker of another build is another deploy, whatever its versions. */
  build: string;
}

export const BACKEND_VERSION: BackendVersion = { protocol: 3, data: 1, build: __BUILD_ID__ };

/**
 * Whether a tab built with protocol `tab` can talk to a backend built with `backend`: only the same
 * version. A tab from before versions existed says none, and a worker that does not answer the
 * question none: neither is compatible.
 */
export function protocolCompatible(tab: number | undefined, backend: number | undefined): boolean {
  return tab !== undefined && tab === backend;
}

/**
 * What an open tab makes of the backend that took it over (`backend` null when it did not say its
 * version): nothing when both are of one build (a page of the new deploy that started under the old
 * worker), else a new version, which this page can still use or not.
 */
export function backendUpdateOf(backend: BackendVersion | null, tab: BackendVersion = BACKEND_VERSION): BackendUpdate | null {
  if (backend?.build === tab.build) return null;
  return protocolCompatible(tab.protocol, backend?.protocol) ? 'compatible' : 'incompatible';
}

/**
 * Whether a page built with `tab` is older than the backend (`backend` null when it did not say its
 * version): protocols only go up, so no worker of the page's own build will take over again.
 */
export function olderThanBackend(backend: BackendVersion | null, tab: BackendVersion = BACKEND_VERSION): boolean {
  return backend !== null && backend.protocol > tab.protocol;
}

/** The JSON error a tab of another protocol gets for every request (mocks/hosts/worker/backend-worker.ts). */
export const MISMATCH_STATUS = 409;
export const MISMATCH_MESSAGE = 'This page and the demo backend are from different versions. Reload the page to use the new version.';
