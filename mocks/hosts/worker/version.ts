// What a tab makes of the backend's service worker's versions (mocks/core/backend-version.ts): whether
// they can talk, and what a new deploy's worker that took the tab over means for it. Page-safe.
import type { BackendUpdate } from '@/lib/runtime-status';
import { BACKEND_VERSION, type BackendVersion } from '../../core/backend-version';

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
