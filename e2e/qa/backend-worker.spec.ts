// The backend in its own service worker: the first visit waits for the worker, only the backend's
// paths go through it, a hard reload is claimed again, a second tab shares the data, a stopped
// worker starts again losing nothing, and the page loads no backend code. Twenty writes at once
// from two tabs: e2e/reliability/concurrency.spec.ts; without service workers:
// e2e/reliability/no-service-worker.spec.ts.
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { fillByLabel } from '../form-steps';
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

// Chromium's static routes (mocks/hosts/worker/network-routes.ts): the app's code and images never
// wake the worker, so none restarts an old worker the browser stopped to hand over to a new deploy.
test("only the backend's paths go through the worker; the app's code, styles and images go straight to the network", async ({ app, page }) => {
  await app.goto('/', { reset: true });
  await ready(page);
  // Loaded again under the worker's control: the first load's files came before it.
  await page.reload();
  await ready(page);
  await page.evaluate(() =>
    Promise.all(['api/services', 'API/Services', 'images/logo.svg'].map((path) => fetch(path).then((answer) => answer.blob()))),
  );
  const sources = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as (PerformanceResourceTiming & { workerMatchedSourceType?: string })[]).map((entry) => ({
      path: new URL(entry.name).pathname.replace('/charity/', ''),
      source: entry.workerMatchedSourceType,
    })),
  );
  const sourceOf = (pattern: RegExp) => [...new Set(sources.filter(({ path }) => pattern.test(path)).map(({ source }) => source))];
  expect(sourceOf(/^api\/services$/i)).toEqual(['fetch-event']);
  expect(sourceOf(/^images\/logo\.svg$/)).toEqual(['network']);
  expect(sourceOf(/^static\/js\/.+\.js$/)).toEqual(['network']);
  expect(sourceOf(/^static\/media\/.+\.css$/)).toEqual(['network']);
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

test('a request sent before the app has started is answered at once: the worker needs nothing from the page', async ({ app, page, context }) => {
  await app.goto('/');
  await ready(page);
  // The app's code arrives 2 s late: the document loads first and asks before the app has said who it is.
  await context.route(/\/static\/js\/index\.[^./]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.goto('about');
  expect(await page.evaluate(() => document.readyState)).toBe('complete');
  await services(page);
  await ready(page);
});

/** Posts `message` to the worker that controls the page; its reply. */
const askWorker = (page: Page, message: unknown) =>
  page.evaluate(
    (sent) =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        navigator.serviceWorker.controller!.postMessage(sent, [channel.port2]);
      }),
    message,
  );

test('a message or operation the worker does not know gets an error at once, not a page left waiting', async ({ app, page }) => {
  await app.goto('/');
  await ready(page);
  expect(await askWorker(page, { type: 'no-such-message' })).toEqual({ ok: false, error: 'This backend does not know "no-such-message".' });
  const op = { type: 'op', op: 'toString', args: [], tab: '', session: {} };
  expect(await askWorker(page, op)).toEqual({ ok: false, error: 'This backend does not know "toString".' });
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

test('the worker stopped during 20 writes at once: each write the page sent, retried with its key, is stored exactly once', async ({ app, page }) => {
  await app.goto('/', { reset: true });
  await ready(page);
  const token = await adminToken(page);
  const before = (await api<unknown[]>(page, 'GET', '/api/contact-forms/admin', { token })).body!.data!.length;
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  const sending = page.evaluate(async (base) => {
    // As the app's API client sends a write: a key of its own with each.
    const send = (i: number) =>
      fetch(`${base}api/contact-forms`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `stop-test-${i}` },
        body: JSON.stringify({ name: `Writer ${i}`, email: `writer${i}@example.org`, message: 'One of twenty at once.' }),
      }).then(
        (response) => response.status,
        () => 0,
      );
    const first = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i)));
    // A write whose answer was lost with the worker is sent again with the same key.
    return Promise.all(first.map((status, i) => (status === 201 ? status : send(i))));
  }, BASE);
  await page.waitForTimeout(30);
  await cdp.send('ServiceWorker.stopAllWorkers');
  expect(await sending).toEqual(Array(20).fill(201));
  const after = (await api<{ email: string }[]>(page, 'GET', '/api/contact-forms/admin', { token })).body!.data!;
  expect(after.length).toBe(before + 20);
  const writers = after.filter((contact) => /^writer\d+@/.test(contact.email)).map((contact) => contact.email);
  expect(new Set(writers).size).toBe(20);
});

test('?latency=MIN-MAX: the app numbers its requests, so a page load waits the same delays across a worker restart', async ({ page, context }) => {
  // What the app sends: the draw of each request in its page load, counted in the page, not the worker.
  const draws: number[] = [];
  page.on('request', (request) => {
    const draw = request.headers()['x-mock-latency-draw'];
    if (draw !== undefined) draws.push(Number(draw));
  });
  await page.goto('services?latency=0-1&popups=off');
  await ready(page);
  await expect(page.getByRole('heading', { name: 'Medical Aid' }).first()).toBeVisible();
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { name: 'Back to School Drive 2026' }).first()).toBeVisible();
  // Each request its own draw, from 0, on both sides of the restart.
  expect(draws.length).toBeGreaterThanOrEqual(3);
  expect([...draws].sort((a, b) => a - b)).toEqual(draws.map((_, i) => i));
});

test('a request from a document that never started the app gets the scenario, fault and clock its headers ask for', async ({ app, page }) => {
  app.allowedErrors.push(/status of (500|418)/);
  await app.goto('/', { reset: true });
  await ready(page);
  // A document in the worker's scope that is not the app: controlled, with no tab state at all.
  await page.goto('openapi.json');
  expect(await controlled(page)).toMatch(/backend-worker\.js$/);
  const answers = await page.evaluate(async () => {
    const call = async (path: string, headers: Record<string, string>, init: RequestInit = {}) => {
      const response = await fetch(path, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
      return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
    };
    return {
      plain: await call('api/services', {}),
      down: await call('api/services', { 'X-Mock-Scenario': 'api-down' }),
      fault: await call('api/banner', { 'X-Mock-Fault': 'GET:/api/banner:418' }),
      dated: await call(
        'api/contact-forms',
        { 'X-Mock-Now': '2026-03-01T09:00:00Z', 'Content-Type': 'application/json' },
        { method: 'POST', body: JSON.stringify({ name: 'Ann', email: 'ann.headers@example.org', message: 'Only headers.' }) },
      ),
    };
  });
  expect(answers.plain.status).toBe(200);
  expect(answers.down.status).toBe(500);
  expect(answers.down.type).toContain('application/json');
  expect(answers.fault.status).toBe(418);
  expect(answers.dated.status).toBe(201);
  expect(answers.dated.body.data.created_at).toBe('2026-03-01T09:00:00.000Z');
});

test('no message passes between the worker and the tab while the app makes its API requests', async ({ app, page }) => {
  await app.goto('/', { reset: true });
  await ready(page);
  await page.evaluate(() => {
    const counts = { toWorker: 0, toTab: 0 };
    (window as unknown as { __messages: typeof counts }).__messages = counts;
    const post = ServiceWorker.prototype.postMessage as (this: ServiceWorker, ...args: unknown[]) => void;
    ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
      counts.toWorker += 1;
      post.apply(this, args);
    } as ServiceWorker['postMessage'];
    navigator.serviceWorker.addEventListener('message', () => (counts.toTab += 1));
  });
  let apiRequests = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('/api/')) apiRequests += 1;
  });
  // The app's own requests, a read and a write, without a page load (a page load's start-up does say who it is).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
  const form = page.getByRole('region', { name: 'How Can We Help?' });
  await fillByLabel(form, { Name: 'No Messages', Email: 'no.messages@example.org', Message: 'Answered from the request alone.' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('dialog', { name: 'Message Sent!' })).toBeVisible();
  await page.evaluate(() => window.__backend!.ready);
  await page.waitForLoadState('networkidle');
  expect(apiRequests).toBeGreaterThanOrEqual(1);
  expect(await page.evaluate(() => (window as unknown as { __messages: { toWorker: number; toTab: number } }).__messages)).toEqual({
    toWorker: 0,
    toTab: 0,
  });
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
