// What the backend's service worker keeps of the tabs it answers, in its store as well as in memory
// (the browser stops an idle worker, and a restarted one must answer as before): what each page last
// said (prepare, and its X-Mock-* headers), so a request without headers (an <img>, a test's own
// fetch) runs under its page's switches; and the shelf of each tab session's records
// (mocks/qa/tab-records.ts). Only this worker writes these keys, so each is read once per worker life.
import type { KeyValueStorage } from '../../db/storage';
import type { Switches } from '../../core/switches';
import type { TabShelf } from '../../qa/tab-records';

/** A page (a client of the worker) as it last said. */
export interface KnownPage {
  tab: string;
  page: string;
  protocol: number;
  switches: Switches;
}

const PAGES_KEY = 'meta:pages';

export function createTabMemory(storage: () => Promise<KeyValueStorage>) {
  const held = new Map<string, Promise<unknown>>();
  /** Writes to the store one after another, so an older value never lands after a newer one. */
  let saving: Promise<unknown> = Promise.resolve();
  const read = (key: string) => {
    if (!held.has(key))
      held.set(
        key,
        storage()
          .then((store) => store.getItem(key))
          .catch(() => null),
      );
    return held.get(key)!;
  };
  const write = (key: string, value: unknown) => {
    held.set(key, Promise.resolve(value));
    saving = saving.then(async () => (await storage()).setItem(key, value)).catch((error: unknown) => console.warn(`Could not keep ${key}.`, error));
    return saving;
  };
  // One object, changed in place, so pages remembered at once all stay.
  let pages: Promise<Record<string, KnownPage>> | null = null;
  const loadPages = () =>
    (pages ??= read(PAGES_KEY).then((stored) => (stored && typeof stored === 'object' ? (stored as Record<string, KnownPage>) : {})));

  return {
    async pageOf(clientId: string): Promise<KnownPage | undefined> {
      return clientId ? (await loadPages())[clientId] : undefined;
    },

    /** Remembers what a page said; `open` lists the clients still open, so closed pages are forgotten. */
    async remember(clientId: string, page: KnownPage, open?: readonly string[]): Promise<void> {
      const known = await loadPages();
      const before = known[clientId];
      known[clientId] = page;
      if (open) for (const id of Object.keys(known)) if (!open.includes(id)) delete known[id];
      if (open || JSON.stringify(before) !== JSON.stringify(page)) void write(PAGES_KEY, known);
    },

    shelf: {
      read: (kind, tab) => read(`${kind}:${tab}`),
      // A canned answer is in the store before the test's next step (a restart must still count it);
      // a log entry may land a moment after its answer.
      write: (kind, tab, list) => (kind === 'answers' ? write(`${kind}:${tab}`, list).then(() => undefined) : void write(`${kind}:${tab}`, list)),
    } satisfies TabShelf,
  };
}
