// Runs the handlers in the service worker over one tab's state (mocks/tab-state.ts): its storages
// are copied into the globals the handlers read (localStorage, sessionStorage), and what the
// handlers changed in them is handed back for the tab to apply.
import { createMemoryWebStorage } from '@/lib/storage';
import { setWritingPage } from '../db/db';
import { REQUEST_LOG_KEY } from '../qa/request-log';
import { installWebStorages, webStorageEntries } from '../server/web-storage';
import type { LoggedRequest } from '../qa/backend-types';
import type { StorageChanges, TabChanges, TabState } from '../tab-state';

interface Context {
  page: string;
  localStorage: Storage;
  sessionStorage: Storage;
}

let current: Context | null = null;

function install(context: Context): void {
  current = context;
  installWebStorages({ localStorage: context.localStorage, sessionStorage: context.sessionStorage });
  setWritingPage(context.page);
}

function filled(entries: Record<string, string>): Storage {
  const storage = createMemoryWebStorage();
  for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
  return storage;
}

function diff(before: Record<string, string>, after: Record<string, string>): StorageChanges {
  const changes: StorageChanges = {};
  for (const [key, value] of Object.entries(after)) if (before[key] !== value) changes[key] = value;
  for (const key of Object.keys(before)) if (!(key in after)) changes[key] = null;
  return changes;
}

/** For the request queue's pauses: what puts the running request's tab back afterwards. */
export function captureTabContext(): () => void {
  const saved = current;
  return () => {
    if (saved) install(saved);
  };
}

/** Runs `work` over a copy of the tab's state; resolves with its result and what it changed. */
export async function withTabState<T>(state: TabState, work: () => Promise<T>): Promise<{ result: T; changes: TabChanges }> {
  const context = { page: state.page, localStorage: filled(state.local), sessionStorage: filled(state.session) };
  install(context);
  const result = await work();
  const session = webStorageEntries(context.sessionStorage);
  const log = JSON.parse(session[REQUEST_LOG_KEY] ?? '[]') as LoggedRequest[];
  delete session[REQUEST_LOG_KEY];
  return {
    result,
    changes: { local: diff(state.local, webStorageEntries(context.localStorage)), session: diff(state.session, session), log },
  };
}
