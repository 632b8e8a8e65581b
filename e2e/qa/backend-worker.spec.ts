// The backend in its own service worker: the first visit waits for the worker, a hard reload is
// claimed again, a second tab shares the data, a stopped worker starts again losing nothing, and
// the page loads no backend code. Twenty writes at once from two tabs:
// e2e/reliability/concurrency.spec.ts; without service workers: e2e/reliability/no-service-worker.spec.ts.
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { adminToken, api, BASE } from '../reliability/reliability-helpers';

const ready = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-backend', 'ready');
const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

/** The services list through the page's own fetch: JSON from the worker, never the host's HTML. */
async function services(page: Page) {
  const answer = await api<unknown[]>(page, 'GET', '/api/services');
  expect(answer.status).toBe(200);
  expect(Array.isArray(answer.body?.data)).toBe(true);
  return answer.body!.data!;
}

test('the first visit waits until the worker controls the page, then the data shows', async ({ app, page }) => {
  await app.goto('/', { reset: true });
  await ready(page);
  expect(await controlled(page)).toMatch(/\/charity\/backend-worker\.js$/);
  await services(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('after a hard reload (the page uncontrolled) the worker claims the page again', async ({ app, page }) => {
  await app.goto('/');
  await ready(page);
  const cdp = await page.context().newCDPSession(page);
  // Shift+Reload: the browser loads the page without its service worker.
  await cdp.send('Network.setBypassServiceWorker', { bypass: true });
  await page.reload();
  await cdp.send('Network.setBypassServiceWorker', { bypass: false });
  await ready(page);
  expect(await controlled(page)).toMatch(/backend-worker\.js$/);
  await services(page);
});

test('a request sent before the app has started is answered once it starts (the early question is kept)', async ({ app, page, context }) => {
  await app.goto('/');
  await ready(page);
  // The app's code arrives 2 s late: the document loads first, and the browser hands the worker's
  // question for the tab's state to the page then, before the app listens.
  await context.route(/\/static\/js\/index\.[^./]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.goto('about');
  expect(await page.evaluate(() => document.readyState)).toBe('complete');
  await services(page);
  await ready(page);
});

test('a second tab shares the data: a message sent in one is listed in the other', async ({ app, page, context }) => {
  await app.goto('/', { reset: true });
  await ready(page);
  const other = await context.newPage();
  await other.goto('?popups=off');
  await ready(other);
  const sent = await api(other, 'POST', '/api/contact-forms', {
    json: { name: 'Second Tab', email: 'tab@example.org', message: 'Sent from the second tab.' },
  });
  expect(sent.status).toBe(201);
  const list = await api<{ name: string }[]>(page, 'GET', '/api/contact-forms/admin', { token: await adminToken(page) });
  expect(list.body?.data?.map((message) => message.name)).toContain('Second Tab');
});

test('a stopped worker starts again at the next request: no request lost or answered with HTML', async ({ app, page }) => {
  await app.goto('/', { reset: true });
  await ready(page);
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  for (let round = 0; round < 3; round += 1) {
    await cdp.send('ServiceWorker.stopAllWorkers');
    const answers = await page.evaluate(async (base) => {
      const paths = ['api/services', 'api/banner', 'api/gallery', 'api/events'];
      return Promise.all(
        paths.map(async (path) => {
          const response = await fetch(`${base}${path}`);
          return { path, status: response.status, type: response.headers.get('content-type') };
        }),
      );
    }, BASE);
    for (const answer of answers) {
      expect(answer.type, `${answer.path} after stop ${round + 1}`).toContain('application/json');
      expect(answer.status, answer.path).toBe(200);
    }
  }
  expect(await controlled(page)).toMatch(/backend-worker\.js$/);
});

test('?latency=MIN-MAX: each tab keeps its own place in the delays, across a worker restart', async ({ page, context }) => {
  // The place, kept in the tab's sessionStorage (mocks/qa/latency-delay.ts); 0-1 ms keeps the test fast.
  const place = (tab: Page) => tab.evaluate(() => (JSON.parse(sessionStorage.getItem('qaLatencyDraws') ?? 'null') as { next: number } | null)?.next ?? 0);
  const send = (tab: Page, count: number) =>
    tab.evaluate(async (count) => {
      for (let i = 0; i < count; i += 1) await fetch('api/services');
    }, count);
  /** Opens the app in `tab` under ?latency=0-1; once it is quiet, the tab's place. */
  const open = async (tab: Page) => {
    await tab.goto('?latency=0-1&popups=off');
    await ready(tab);
    await tab.waitForLoadState('networkidle');
    return place(tab);
  };
  // At least: the app may ask something meanwhile (an image under /uploads/ is a request too).
  const start = await open(page);
  await send(page, 3);
  const sent = await place(page);
  expect(sent).toBeGreaterThanOrEqual(start + 3);

  const other = await context.newPage();
  const otherStart = await open(other);
  await send(other, 2);
  // Its own sequence: its place counts its own draws, not the first tab's as well (as one sequence shared by the tabs would).
  expect(await place(other)).toBeGreaterThanOrEqual(otherStart + 2);
  expect(await place(other)).toBeLessThan(sent + otherStart);

  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await send(page, 2);
  // Going on from where it was, not from the start.
  expect(await place(page)).toBeGreaterThanOrEqual(sent + 2);
});

test('a tab that never sends its state gets the JSON 503 after the timeout, not HTML', async ({ app, page }) => {
  app.allowedErrors.push(/Failed to load resource: the server responded with a status of 503/);
  await app.goto('/');
  await ready(page);
  // A document in the worker's scope that is not the app: controlled, but nobody answers there.
  await page.goto('openapi.json');
  const answer = await page.evaluate(async () => {
    const response = await fetch('api/services');
    return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
  });
  expect(answer.status).toBe(503);
  expect(answer.type).toContain('application/json');
  expect(answer.body).toEqual({ success: false, message: 'The page did not send its state to the backend in time.' });
});

test('a returning visit loads no backend code in the page', async ({ app, page }) => {
  await app.goto('/');
  await ready(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.reload();
  await ready(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  // The backend's own chunks in a page build: msw's client, the in-page fallback, the handlers, the seed.
  expect(scripts.filter((path) => /\/(browser|in-page|handlers|seed|boot-db|mockServiceWorker)[.-]/.test(path))).toEqual([]);
  const code = await page.evaluate(async (urls) => (await Promise.all(urls.map(async (url) => (await fetch(url)).text()))).join('\n'), scripts);
  // What only the backend contains: msw's request handlers and the seed's demo admin.
  expect(code).not.toContain('getResponse');
  expect(code).not.toContain('admin123');
});
