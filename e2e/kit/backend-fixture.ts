// A Playwright fixture for the Hope Foundation demo's in-browser backend: part of the QA kit, this
// folder, which is copied as it is (README, "QA toolkit"); it needs nothing but @playwright/test.
// Every test of a worker shares one page, and each starts clean: the backend reseeded on the seed
// data set, every switch off (the scenario included), the request log empty.
import { test as base, expect, type Page } from '@playwright/test';
import type { BackendHandle, Scenario } from './backend.js';

/**
 * How long the backend may take to start on a cold page: `npm run bench -- --only backend-start`
 * measured 20 cold starts (median 1.3 s, 95th percentile 1.7 s); this is four times the 95th
 * percentile, rounded up to whole 5 s (README, "QA toolkit").
 */
export const BACKEND_READY_TIMEOUT_MS = 10_000;

/** idle()'s default settle time: how long no request may have started. */
export const IDLE_SETTLE_MS = 500;

type Controls = Omit<BackendHandle, 'ready'>;

export interface IdleOptions {
  /** How long no request may have started, in ms. Default IDLE_SETTLE_MS. */
  settleMs?: number;
}

/** window.__backend's controls as functions of the test (run in the page, or sent over HTTP). */
export type BackendControls = { [K in keyof Controls]: (...args: Parameters<Controls[K]>) => ReturnType<Controls[K]> };

/** window.__backend, driven from the test: each call runs in the page and resolves with its result. */
export type Backend = BackendControls & {
  /** Resolves once `<html data-backend="ready">`: wait on it after each navigation, before the first call. */
  ready(): Promise<void>;
  /** Resolves once none of the page's fetches is in flight and none has started for `settleMs`. */
  idle(options?: IdleOptions): Promise<void>;
};

/** What the page's fetch counter (watchFetches) keeps. */
interface FetchActivity {
  inFlight: number;
  /** performance.now() of the latest fetch started. */
  lastStart: number;
}

declare global {
  interface Window {
    __qaFetches?: FetchActivity;
  }
}

/**
 * Runs in each document before its scripts: counts the page's fetches. It wraps every fetch the
 * page installs, so a request is seen in both hosts: with the backend in the page, the backend's
 * own fetch (which answers without the network, unseen by Playwright) is wrapped as it is set.
 * The fixture installs it; a test of its own installs it with `context.addInitScript(watchFetches)`.
 */
export function watchFetches(): void {
  const activity: FetchActivity = { inFlight: 0, lastStart: performance.now() };
  window.__qaFetches = activity;
  const counted = (fetch: typeof window.fetch): typeof window.fetch =>
    function (this: unknown, ...args: Parameters<typeof window.fetch>) {
      activity.inFlight += 1;
      activity.lastStart = performance.now();
      return fetch.apply(this, args).finally(() => {
        activity.inFlight -= 1;
      });
    };
  let current = counted(window.fetch);
  Object.defineProperty(window, 'fetch', {
    configurable: true,
    get: () => current,
    set: (fetch: typeof window.fetch) => {
      current = counted(fetch);
    },
  });
}

/** Runs in the page: resolves once no fetch is in flight and none started for `settleMs`. */
function quiet(settleMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const activity = window.__qaFetches;
    if (!activity) return reject(new Error('idle() counts fetches with watchFetches: install it with context.addInitScript(watchFetches).'));
    const check = () => {
      const since = performance.now() - activity.lastStart;
      if (activity.inFlight === 0 && since >= settleMs) resolve();
      else setTimeout(check, Math.max(settleMs - since, 20));
    };
    check();
  });
}

export function backendOf(page: Page): Backend {
  const call =
    (name: keyof Controls) =>
    (...args: unknown[]) =>
      page.evaluate(
        ([method, params]) => {
          const handle = window.__backend as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
          return handle[method]!(...params);
        },
        [name, args] as const,
      );
  const methods: (keyof Controls)[] = [
    'reset',
    'scenario',
    'fault',
    'latency',
    'now',
    'switches',
    'clearSwitches',
    'respond',
    'requests',
    'clearRequests',
    'outbox',
  ];
  const backend = Object.fromEntries(methods.map((name) => [name, call(name)])) as unknown as Backend;
  backend.ready = async () => {
    await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready', { timeout: BACKEND_READY_TIMEOUT_MS });
  };
  backend.idle = async ({ settleMs = IDLE_SETTLE_MS } = {}) => {
    await page.evaluate(quiet, settleMs);
  };
  return backend;
}

/** The scenario every test starts on. */
const SEED_SCENARIO: Scenario = 'default';

/**
 * What each test starts from: the seed's scenario, the data reseeded, every switch off, the
 * request log empty. reset() keeps the scenario, so it is set back first; the requests under way
 * are let finish, so none of them lands in the next test's log.
 */
export async function startClean(backend: Pick<Backend, 'switches' | 'scenario' | 'reset' | 'idle' | 'clearRequests'>): Promise<void> {
  if ((await backend.switches()).scenario !== SEED_SCENARIO) await backend.scenario(SEED_SCENARIO);
  await backend.reset({ clearSwitches: true });
  await backend.idle();
  await backend.clearRequests();
}

export const test = base.extend<{ backend: Backend }, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, serviceWorkers } = workerInfo.project.use;
      const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), ...(serviceWorkers ? { serviceWorkers } : {}) });
      await context.addInitScript(watchFetches);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ sharedPage }, use) => use(sharedPage),
  backend: async ({ page }, use) => {
    const backend = backendOf(page);
    // The page the last test left is still open: start this one clean.
    if (await page.evaluate(() => window.__backend !== undefined)) {
      await backend.ready();
      await startClean(backend);
    }
    await use(backend);
  },
});

export { expect };
