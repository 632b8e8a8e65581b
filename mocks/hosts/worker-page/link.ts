// How the page works with the backend's service worker around each API request, with no message
// per request: it names itself in headers; it sends the worker its browser-side data (events,
// categories, themeColors) before a request only when that changed since the worker last had it
// (the admin wrote a post, another tab or a test set a key); and after an answer that changed the
// worker's copy (an import, a reset) it takes that copy into localStorage before the app sees it.
import { setRequestHost } from '@/lib/api-client';
import { applyLocalChanges, readTabState } from './tab-state';
import { LOCAL_DATA_KEYS } from '../../db/local-keys';
import { TAB_HEADERS } from '@/lib/mock-headers';
import { ask, LOCAL_CHANGED_HEADER, type LocalValues } from '../worker/protocol';

/** A worker that has not answered by then is taken for gone: the request goes on, its data as it was. */
const SYNC_TIMEOUT_MS = 10_000;

function pageValues(): Required<LocalValues> {
  return Object.fromEntries(LOCAL_DATA_KEYS.map((key) => [key, localStorage.getItem(key)])) as Required<LocalValues>;
}

/** Links the API client to the worker that controls the page (`worker` resolves it at each call). */
export function linkToWorker(worker: () => Promise<ServiceWorker>): void {
  const { tab, page, protocol } = readTabState();
  const headers = { [TAB_HEADERS.tab]: tab, [TAB_HEADERS.page]: page, [TAB_HEADERS.protocol]: String(protocol) };
  /** What the worker's copy holds, as far as this page knows. */
  let synced = pageValues();
  let pushing: Promise<void> = Promise.resolve();

  async function push(): Promise<void> {
    const now = pageValues();
    const changed = Object.fromEntries(LOCAL_DATA_KEYS.filter((key) => now[key] !== synced[key]).map((key) => [key, now[key]]));
    if (Object.keys(changed).length === 0) return;
    try {
      await ask(await worker(), { type: 'local-write', values: changed }, SYNC_TIMEOUT_MS);
      synced = now;
    } catch (error) {
      console.warn('The backend did not take the page’s events, categories and theme colours.', error);
    }
  }

  setRequestHost({
    async before() {
      // One push at a time: requests sent together wait for the same one.
      pushing = pushing.then(push);
      await pushing;
      return headers;
    },
    async after(response) {
      if (!response.headers.has(LOCAL_CHANGED_HEADER)) return;
      const values = await ask<LocalValues>(await worker(), { type: 'local-read' }, SYNC_TIMEOUT_MS);
      applyLocalChanges(values);
      synced = pageValues();
    },
  });
}
