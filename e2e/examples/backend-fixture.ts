// A Playwright fixture for the Hope Foundation demo's in-browser backend, to copy beside your tests
// with backend.d.ts (README, "QA toolkit"); it needs nothing but @playwright/test. Every test of a
// worker shares one page, and each starts clean: the backend reseeded, every switch off, the request
// log empty.
import { test as base, expect, type Page } from '@playwright/test';
import type { BackendHandle } from './backend';

/**
 * How long the backend may take to start on a cold page: `npm run bench -- --only backend-start`
 * measured 20 cold starts (median 1.3 s, 95th percentile 1.7 s); this is four times the 95th
 * percentile, rounded up to whole 5 s (README, "QA toolkit").
 */
export const BACKEND_READY_TIMEOUT_MS = 10_000;

type Controls = Omit<BackendHandle, 'ready'>;

/** window.__backend, driven from the test: each call runs in the page and resolves with its result. */
export type Backend = { [K in keyof Controls]: (...args: Parameters<Controls[K]>) => ReturnType<Controls[K]> } & {
  /** Resolves once `<html data-backend="ready">`: wait on it after each navigation, before the first call. */
  ready(): Promise<void>;
};

export function backendOf(page: Page): Backend {
  const call =
    (name: keyof Controls) =>
    (...args: unknown[]) =>
      page.evaluate(
        ([method, params]) => (window.__backend as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[method](...params),
        [name, args] as const,
      );
  const methods: (keyof Controls)[] = ['reset', 'scenario', 'fault', 'latency', 'now', 'switches', 'clearSwitches', 'respond', 'requests', 'clearRequests', 'outbox'];
  const backend = Object.fromEntries(methods.map((name) => [name, call(name)])) as unknown as Backend;
  backend.ready = async () => {
    await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready', { timeout: BACKEND_READY_TIMEOUT_MS });
  };
  return backend;
}

export const test = base.extend<{ backend: Backend }, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ sharedPage }, use) => use(sharedPage),
  backend: async ({ page }, use) => {
    const backend = backendOf(page);
    // The page the last test left is still open: start this one from the seed, with no switch on.
    // That page may still be loading what it shows later (the home page's lower sections, marked
    // aria-busy until they are in), so it is let finish first; then the log is emptied until it
    // stays empty for half a second, so no request of that page lands in this test's log.
    if (await page.evaluate(() => window.__backend !== undefined)) {
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: BACKEND_READY_TIMEOUT_MS });
      await backend.reset({ clearSwitches: true });
      await backend.clearRequests();
      await expect
        .poll(async () => {
          await page.waitForTimeout(500);
          const late = (await backend.requests()).length;
          if (late) await backend.clearRequests();
          return late;
        })
        .toBe(0);
    }
    await use(backend);
  },
});

export { expect };
