// ?latency=MIN-MAX with the backend in its service worker: each tab (page load) draws its own
// sequence, as in the page build, and keeps its place across a worker restart (its sessionStorage).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';
import type { TabState } from '../tab-state';
import { latencyDraws } from './latency-delay';

const VALUE = '100-900';
const sequence = (from: number, count: number) => Array.from({ length: count }, latencyDraws(VALUE, { min: 100, max: 900 }, from));

const pageStorages = { localStorage, sessionStorage };

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  // withTabState puts its copies on globalThis; the page's own come back for the next test.
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, writable: true, value: pageStorages.localStorage });
  Object.defineProperty(globalThis, 'sessionStorage', { configurable: true, writable: true, value: pageStorages.sessionStorage });
  vi.restoreAllMocks();
});

/** A worker's life: fresh modules, so nothing from the last one is kept in memory. */
async function startWorker() {
  vi.resetModules();
  const [{ withTabState }, { latencyDelay }, { scenarioClock }, { switchesIn }] = await Promise.all([
    import('../worker/tab-context'),
    import('./latency-delay'),
    import('../utils'),
    import('../core/switches'),
  ]);
  const wait = vi.spyOn(scenarioClock, 'wait').mockResolvedValue(undefined);
  /** One request of the tab whose state is `state` (a snapshot); resolves with the delay and what changed. */
  async function request(state: TabState) {
    wait.mockClear();
    const delay = () => latencyDelay({ switches: switchesIn(globalThis.sessionStorage), wait: (ms) => scenarioClock.wait(ms) });
    const { changes } = await withTabState(state, delay);
    return { delay: wait.mock.calls[0]?.[0], session: changes.session };
  }
  return { request };
}

/** A tab: its state, to which it applies what each answer changed. */
function openTab(page: string): TabState {
  return { page, local: {}, session: { [storageKeys.latency]: VALUE } };
}

function apply(tab: TabState, session: Record<string, string | null>) {
  for (const [key, value] of Object.entries(session)) {
    if (value === null) delete tab.session[key];
    else tab.session[key] = value;
  }
}

async function requests(worker: Awaited<ReturnType<typeof startWorker>>, tab: TabState, count: number) {
  const delays: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const { delay, session } = await worker.request(tab);
    apply(tab, session);
    delays.push(delay!);
  }
  return delays;
}

describe('?latency=MIN-MAX in the service worker', () => {
  it('gives each tab its own sequence, from the start, however their requests interleave', async () => {
    const worker = await startWorker();
    const [one, two] = [openTab('page-1'), openTab('page-2')];
    const delays = { one: [] as number[], two: [] as number[] };
    for (let i = 0; i < 4; i += 1) {
      delays.one.push(...(await requests(worker, one, 1)));
      delays.two.push(...(await requests(worker, two, i % 2 === 0 ? 2 : 1)));
    }
    expect(delays.one).toEqual(sequence(0, 4));
    expect(delays.two).toEqual(sequence(0, 6));
  });

  it('keeps a tab’s place across a worker restart', async () => {
    const tab = openTab('page-1');
    const before = await requests(await startWorker(), tab, 3);
    const after = await requests(await startWorker(), tab, 3);
    expect([...before, ...after]).toEqual(sequence(0, 6));
  });

  it('starts afresh on a new page load of the tab, as the page build does', async () => {
    const worker = await startWorker();
    const tab = openTab('page-1');
    await requests(worker, tab, 3);
    const reloaded: TabState = { ...tab, page: 'page-1-reloaded' };
    expect(await requests(worker, reloaded, 2)).toEqual(sequence(0, 2));
  });

  it('draws the next delay for requests of one tab sent at once (the same state), and keeps the furthest place', async () => {
    const worker = await startWorker();
    const tab = openTab('page-1');
    const first = await worker.request(tab);
    const second = await worker.request(tab);
    expect([first.delay, second.delay]).toEqual(sequence(0, 2));
    // The tab applies the answers in the order they came: the last one holds the place after both.
    apply(tab, first.session);
    apply(tab, second.session);
    expect(await requests(await startWorker(), tab, 1)).toEqual(sequence(2, 1));
  });
});
