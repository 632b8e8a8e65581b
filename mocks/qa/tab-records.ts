// What the backend keeps per tab session for QA: the request log (window.__backend.requests()) and
// the canned answers (fault with times, respond). One abstraction for every host, over the shelf the
// host passes in: the worker's store, the page's sessionStorage, memory in Node. Kept where the
// backend answers, so "the next N" is exact however requests overlap.
import { readJson, writeJson } from '@/lib/storage';
import type { LoggedRequest } from './backend-types';
import { ANSWERS_KEY, createAnswerBook, type AnswerBook, type CannedAnswer } from './canned-answers';
import { MAX_LOGGED_REQUESTS, REQUEST_LOG_KEY } from './request-log';

export type RecordKind = 'log' | 'answers';

/** Where a host keeps a tab's records: each kind one list per tab. */
export interface TabShelf {
  read(kind: RecordKind, tab: string): unknown;
  write(kind: RecordKind, tab: string, list: readonly unknown[]): void | Promise<void>;
}

export interface TabRecords {
  log(tab: string, entry: LoggedRequest): Promise<void>;
  requests(tab: string): Promise<LoggedRequest[]>;
  clearRequests(tab: string): Promise<void>;
  answers: AnswerBook;
}

export function createTabRecords(shelf: TabShelf): TabRecords {
  const list = async <T>(kind: RecordKind, tab: string): Promise<T[]> => {
    const stored = await shelf.read(kind, tab);
    return Array.isArray(stored) ? stored : [];
  };
  // One change at a time: entries logged together all stay, in the order they were logged.
  let turn: Promise<unknown> = Promise.resolve();
  const queued = <T>(work: () => Promise<T>): Promise<T> => {
    const run = turn.then(work);
    turn = run.catch(() => undefined);
    return run;
  };
  return {
    log: (tab, entry) =>
      queued(async () => shelf.write('log', tab, [...(await list('log', tab)), entry].slice(-MAX_LOGGED_REQUESTS))).catch((error: unknown) =>
        // The app's own storage comes first; the log is a test aid.
        console.warn('The request log could not be stored.', error),
      ),
    requests: (tab) => queued(() => list<LoggedRequest>('log', tab)),
    clearRequests: (tab) => queued(async () => shelf.write('log', tab, [])),
    answers: createAnswerBook({ read: (tab) => list<CannedAnswer>('answers', tab), write: (tab, answers) => shelf.write('answers', tab, answers) }),
  };
}

/** window.__backend's operations on one tab session's records (BackendOps names them). */
export const recordOps = (records: TabRecords, tab: string) => ({
  requests: () => records.requests(tab),
  clearRequests: () => records.clearRequests(tab),
  addAnswer: (answer: CannedAnswer) => records.answers.add(tab, answer),
  answers: () => records.answers.list(tab),
  clearAnswers: () => records.answers.clear(tab),
});

const PAGE_KEYS: Record<RecordKind, string> = { log: REQUEST_LOG_KEY, answers: ANSWERS_KEY };

/** The page's shelf: its sessionStorage, which holds one tab session. */
export const webStorageShelf = (storage: () => Storage): TabShelf => ({
  read: (kind) => readJson<unknown>(PAGE_KEYS[kind], null, storage()),
  write: (kind, _tab, list) => (list.length ? writeJson(PAGE_KEYS[kind], list, storage()) : storage().removeItem(PAGE_KEYS[kind])),
});

/** A shelf in memory: Node's, and the default. */
export function memoryShelf(): TabShelf {
  const lists = new Map<string, readonly unknown[]>();
  return { read: (kind, tab) => lists.get(`${kind}:${tab}`), write: (kind, tab, list) => void lists.set(`${kind}:${tab}`, list) };
}
