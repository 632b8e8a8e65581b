// A tab's side of the backend in its own service worker, page-safe (no backend code): who the tab
// is, what it tells the worker when it starts (its localStorage keys and QA switches), and the
// localStorage changes the worker hands back (a reset, a data set switch).
import { randomId } from '@/lib/random-id';
import { PAGE_ID } from '@/lib/react-query';
import { SWITCHES } from '../../qa/switches';
import { BACKEND_LOCAL_KEYS } from '../../db/local-keys';
import { SCENARIO_KEY } from '../../qa/scenario';
import type { TabState } from '../worker/protocol';
import { BACKEND_VERSION } from '../../core/backend-version';

/** sessionStorage: this tab session's id, which its request log is kept under. */
const TAB_KEY = 'mockTab';

/** This tab session's id, made on its first page load. */
export function tabId(): string {
  let id = sessionStorage.getItem(TAB_KEY);
  if (!id) {
    id = randomId();
    sessionStorage.setItem(TAB_KEY, id);
  }
  return id;
}

function entries(storage: Storage, keys: readonly string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const key of keys) {
    const value = storage.getItem(key);
    if (value !== null) found[key] = value;
  }
  return found;
}

/** The tab session's QA switches as stored (mockScenario, qaFault, ...). */
export const tabSession = (): Record<string, string> => entries(sessionStorage, [SCENARIO_KEY, ...SWITCHES.map((urlSwitch) => urlSwitch.storageKey)]);

/** This tab's state, read from its storages. */
export function readTabState(): TabState {
  return {
    protocol: BACKEND_VERSION.protocol,
    tab: tabId(),
    page: PAGE_ID,
    local: entries(localStorage, BACKEND_LOCAL_KEYS),
    session: tabSession(),
  };
}

/** Applies what the backend changed to this tab's localStorage (null removes a key). Throws when the storage refuses. */
export function applyLocalChanges(changes: Record<string, string | null | undefined>): void {
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  }
}

/**
 * Writes `values` into this tab's localStorage (null removes a key), all or nothing: when the storage
 * refuses one, the keys are put back as they were and the error is thrown. Returns what they held.
 */
export function applyLocalAllOrNothing(values: Record<string, string | null | undefined>): Record<string, string | null> {
  const keys = Object.keys(values);
  const before = Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)]));
  try {
    // Removals first, so the space they free is there for the writes.
    applyLocalChanges(Object.fromEntries(keys.filter((key) => values[key] == null).map((key) => [key, null])));
    applyLocalChanges(Object.fromEntries(keys.filter((key) => values[key] != null).map((key) => [key, values[key]])));
  } catch (error) {
    for (const key of keys) localStorage.removeItem(key);
    applyLocalChanges(before);
    throw error;
  }
  return before;
}
