// What the backend's service worker knows of the tabs it answers, learnt without asking them: each
// page says who it is when it starts (prepare) and on every API request (X-Mock-* headers). A
// request without headers (an <img>, a test's own fetch) runs under the switches its page last sent.
// Each tab session's request log and canned answers live here too. Both are kept in the store as well as in memory:
// the browser stops an idle worker, and a restarted one must answer as before.
import type { KeyValueStorage } from '../../db/storage';
import type { Switches } from '../../core/switches';
import type { LoggedRequest } from '../../qa/backend-types';
import type { AnswerShelf, CannedAnswer } from '../../qa/canned-answers';
import { MAX_LOGGED_REQUESTS } from '../../qa/request-log';

/** A page (a client of the worker) as it last said. */
export interface KnownPage {
  tab: string;
  page: string;
  protocol: number;
  switches: Switches;
}

const PAGES_KEY = 'meta:pages';
const logKey = (tab: string) => `log:${tab}`;
const answersKey = (tab: string) => `answers:${tab}`;

export function createTabMemory(storage: () => Promise<KeyValueStorage>) {
  let pages: Promise<Map<string, KnownPage>> | null = null;
  const logs = new Map<string, Promise<LoggedRequest[]>>();
  const answers = new Map<string, CannedAnswer[] | null>();
  /** Writes to the store one after another, so an older value never lands after a newer one. */
  let saving: Promise<unknown> = Promise.resolve();
  const save = (key: string, value: unknown) => {
    saving = saving.then(async () => (await storage()).setItem(key, value)).catch((error: unknown) => console.warn(`Could not keep ${key}.`, error));
  };

  const loadPages = () =>
    (pages ??= storage()
      .then((store) => store.getItem<Record<string, KnownPage>>(PAGES_KEY))
      .then((stored) => new Map(Object.entries(stored ?? {})))
      .catch(() => new Map<string, KnownPage>()));

  const loadLog = (tab: string) => {
    let log = logs.get(tab);
    if (!log) {
      log = storage()
        .then((store) => store.getItem<LoggedRequest[]>(logKey(tab)))
        .then((stored) => (Array.isArray(stored) ? stored : []))
        .catch(() => []);
      logs.set(tab, log);
    }
    return log;
  };

  return {
    async pageOf(clientId: string): Promise<KnownPage | undefined> {
      return clientId ? (await loadPages()).get(clientId) : undefined;
    },

    /** Remembers what a page said; `open` lists the clients still open, so closed pages are forgotten. */
    async remember(clientId: string, page: KnownPage, open?: readonly string[]): Promise<void> {
      const known = await loadPages();
      const before = known.get(clientId);
      known.set(clientId, page);
      if (open) for (const id of known.keys()) if (!open.includes(id)) known.delete(id);
      if (open || JSON.stringify(before) !== JSON.stringify(page)) save(PAGES_KEY, Object.fromEntries(known));
    },

    async log(tab: string, entry: LoggedRequest): Promise<void> {
      // Chained at once, so entries logged together all stay, in the order they were logged.
      const log = loadLog(tab).then((before) => [...before, entry].slice(-MAX_LOGGED_REQUESTS));
      logs.set(tab, log);
      save(logKey(tab), await log);
    },

    requests: (tab: string) => loadLog(tab),

    clearRequests(tab: string): void {
      logs.set(tab, Promise.resolve([]));
      save(logKey(tab), []);
    },

    /** Each tab's canned answers: read from the store once per worker life (only this worker writes them). */
    answerShelf: {
      async read(tab) {
        if (!answers.has(tab)) answers.set(tab, await storage().then((store) => store.getItem<CannedAnswer[]>(answersKey(tab))).catch(() => null));
        return answers.get(tab) ?? null;
      },
      async write(tab, list) {
        answers.set(tab, list);
        save(answersKey(tab), list);
        await saving;
      },
    } satisfies AnswerShelf,

    /** Settles once everything remembered so far is in the store. */
    saved: () => saving,
  };
}
