// The part of the backend's state that stays in each tab when the backend runs in its own service
// worker: the spec's localStorage keys (events, categories, themeColors and the admin session, which
// ?reset=1 clears) and the tab session's sessionStorage (scenario, QA switches, pinned clock). The
// worker asks the requesting tab for it over a MessageChannel, runs the handlers over a copy, and
// sends back what they changed (mocks/worker/tab-context.ts); the tab applies it here. Page-safe:
// no backend code.
import { PAGE_ID } from '@/lib/react-query';
import { storageKeys } from '@/lib/storage';
import type { LoggedRequest } from './qa/backend-types';
import { appendRequestLog, REQUEST_LOG_KEY } from './qa/request-log';
import { BACKEND_VERSION } from './worker/version';

/** The localStorage keys the backend reads and writes (?reset=1 clears them all). */
export const BACKEND_LOCAL_KEYS = [
  storageKeys.events,
  storageKeys.categories,
  storageKeys.themeColors,
  storageKeys.adminToken,
  storageKeys.adminUser,
  storageKeys.isAdminLoggedIn,
] as const;

export interface TabState {
  /** The tab's BACKEND_VERSION.protocol (none from a tab built before versions): the worker refuses another. */
  protocol?: number;
  /** The tab's PAGE_ID: the backend's write announcements name it, so the tab skips its own. */
  page: string;
  local: Record<string, string>;
  /** Every sessionStorage entry but the request log, which the backend only appends to. */
  session: Record<string, string>;
}

/** A key's new value, or null when it was removed. */
export type StorageChanges = Record<string, string | null>;

export interface TabChanges {
  local: StorageChanges;
  session: StorageChanges;
  /** The requests answered, to append to the tab's log. */
  log: LoggedRequest[];
}

function entries(storage: Storage, keep: (key: string) => boolean): Record<string, string> {
  const found: Record<string, string> = {};
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    const value = key === null ? null : storage.getItem(key);
    if (key !== null && value !== null && keep(key)) found[key] = value;
  }
  return found;
}

const LOCAL_KEYS: ReadonlySet<string> = new Set(BACKEND_LOCAL_KEYS);

/** This tab's state, read from its storages. */
export function readTabState(): TabState {
  return {
    protocol: BACKEND_VERSION.protocol,
    page: PAGE_ID,
    local: entries(localStorage, (key) => LOCAL_KEYS.has(key)),
    session: entries(sessionStorage, (key) => key !== REQUEST_LOG_KEY),
  };
}

function apply(storage: Storage, changes: StorageChanges): void {
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  }
}

/** Applies what the backend changed to this tab's storages. */
export function applyTabChanges(changes: TabChanges): void {
  apply(localStorage, changes.local);
  apply(sessionStorage, changes.session);
  appendRequestLog(changes.log);
}
