// A new deploy under an open tab (the backend in its service worker). The test serves the build itself, on a port of its own (a fresh origin:
// no other test's worker), with backend-worker.js swappable: a deploy is the same script with
// other versions in its `{protocol:N,data:N,build:"…"}` (mocks/core/backend-version.ts), which the page
// asks the browser to check for (registration.update()). The open tab must say so, and no request
// may be lost or answered with HTML. A page that starts under a later deploy's worker says so too.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import sirv from 'sirv';
import { fillByLabel } from '../form-steps';
import { expect, test } from '../fixtures';

const BASE = '/charity/';
const DIST = resolve(process.env.E2E_DIST ?? 'dist');
const UPDATE_TEXT = 'A new version of the demo is available. Reload to use it.';
const INCOMPATIBLE_TEXT = 'A new version of the demo is available, and this page can no longer load its data. Reload to use it.';
const DATA_RESET_TEXT = 'This version of the demo stores its data differently, so the demo data was reset to the sample data.';
const MISMATCH_MESSAGE = 'This page and the demo backend are from different versions. Reload the page to use the new version.';

/** The versions as both bundles hold them (mocks/core/backend-version.ts). */
const VERSION_PATTERN = /\{protocol:(\d+),data:(\d+),build:"([^"]+)"\}/g;

/** The build, served as a static host does (never cached), with the worker script of the deploy the test made. */
class Host {
  private readonly original = readFileSync(join(DIST, 'backend-worker.js'), 'utf8');
  private worker = this.original;
  private deploys = 0;
  private readonly server: Server;

  constructor() {
    expect(this.original.match(VERSION_PATTERN), 'the worker holds its versions once').toHaveLength(1);
    const files = sirv(DIST, { dev: true, extensions: ['html'], setHeaders: (res) => res.setHeader('Cache-Control', 'no-store') });
    this.server = createServer((req, res) => {
      const url = req.url ?? '/';
      if (!url.startsWith(BASE)) return void res.writeHead(404).end();
      req.url = url.slice(BASE.length - 1);
      if (req.url.split('?')[0] === '/backend-worker.js') {
        return void res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' }).end(this.worker);
      }
      files(req, res, () => {
        req.url = '/index.html';
        files(req, res);
      });
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${BASE}`;
  }

  stop(): Promise<void> {
    return new Promise((done) => this.server.close(() => done()));
  }

  /** The versions this build's worker holds. */
  get versions(): { protocol: number; data: number } {
    const [, protocol, data] = new RegExp(VERSION_PATTERN.source).exec(this.original)!;
    return { protocol: Number(protocol), data: Number(data) };
  }

  /** A new deploy: the worker of another build, with its versions changed as asked. */
  deploy(change: { protocol?: number; data?: number }): void {
    this.deploys += 1;
    this.worker = this.original.replace(
      VERSION_PATTERN,
      (_all, protocol: string, data: string, build: string) =>
        `{protocol:${change.protocol ?? protocol},data:${change.data ?? data},build:"${build}+deploy${this.deploys}"}`,
    );
  }
}

let host: Host | undefined;
let origin: string;

test.beforeEach(async () => {
  host = new Host();
  origin = await host.start();
});

test.afterEach(async () => {
  await host?.stop();
  host = undefined;
});

/**
 * The backend answers the page. Each test opens a fresh origin, so its first page waits for the
 * worker to install and seed the data: given as long as a deploy's worker (TAKEOVER_MS), since on a
 * loaded machine that took up to 8.3 s after the load event, and the default 7 s failed 3 runs in 150.
 */
const ready = (page: Page, { firstVisit = false } = {}) =>
  expect(page.locator('html')).toHaveAttribute('data-backend', 'ready', firstVisit ? { timeout: TAKEOVER_MS } : {});

/** Asks the browser to check for a new worker script now, as it does on a navigation. */
const checkForUpdate = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

/** The request loop's state in the page: when to stop, and the takeover it waits for (see requestsAcross). */
interface RequestLoop {
  stop: boolean;
  takeover: Promise<void> | null;
}

/**
 * Fetches `api/services` over and over while `during` runs, and for a second after: every answer
 * must be JSON, within 15 s (a request the swap lost would hang, and reject). One at a time with a
 * pause between, and none from the moment a new worker is found until it controls the page: the
 * next one then goes to the new worker as it activates. Why: once the new worker is installed,
 * Chromium stops the idle old one to hand over, and a request that reached it while it stopped
 * started it again, no longer marked to stop when idle; it then answered every later request (each
 * restarts its 30 s idle timer, and the DevTools Playwright attaches keep it running anyway) and the
 * new worker stayed `installed` for the whole wait (CDP: the old version stopping, stopped, then
 * starting as a request went out; 7 runs in 40 with two test workers). For the same reason the
 * page's own requests for code and images never reach the worker (its static routes).
 */
async function requestsAcross(page: Page, during: () => Promise<unknown>) {
  // Listening before `during` looks for the update, so the new worker cannot be missed.
  await page.evaluate(async () => {
    const loop: RequestLoop = { stop: false, takeover: null };
    (window as unknown as { __requests: RequestLoop }).__requests = loop;
    const registration = (await navigator.serviceWorker.getRegistration())!;
    registration.addEventListener('updatefound', () => {
      loop.takeover ??= new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    });
  });
  const running = page.evaluate(async () => {
    const loop = (window as unknown as { __requests: RequestLoop }).__requests;
    const answers: { status: number; type: string | null; body: unknown }[] = [];
    while (!loop.stop) {
      await loop.takeover;
      const response = await fetch('api/services', { signal: AbortSignal.timeout(15_000) });
      const type = response.headers.get('content-type');
      answers.push({ status: response.status, type, body: type?.includes('json') ? await response.json() : await response.text() });
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    return answers;
  });
  await during();
  await page.waitForTimeout(1000);
  await page.evaluate(() => ((window as unknown as { __requests: RequestLoop }).__requests.stop = true));
  const answers = await running;
  for (const answer of answers) expect(answer.type, JSON.stringify(answer.body).slice(0, 200)).toContain('application/json');
  return answers;
}

/** A new worker installs and takes over in a few seconds, more on a loaded machine. */
const TAKEOVER_MS = 20_000;

/**
 * Waits for the notice a takeover brings; when it does not come, the error says where the swap
 * stood (a worker left `installed`, or one that took over and said something else).
 */
async function expectTakeover(page: Page, notice: ReturnType<Page['getByRole']>) {
  try {
    await expect(notice).toBeVisible({ timeout: TAKEOVER_MS });
  } catch (error) {
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        installing: registration?.installing?.state ?? null,
        waiting: registration?.waiting?.state ?? null,
        active: registration?.active?.state ?? null,
        // The controlling worker's build: this build's, or the deploy's ('…+deployN').
        controller: await new Promise((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(event.data);
          navigator.serviceWorker.controller?.postMessage({ type: 'version' }, [channel.port2]);
          setTimeout(() => resolve('no answer'), 2000);
        }),
        notices: [...document.querySelectorAll('[role=status]')].map((element) => element.textContent),
      };
    });
    throw new Error(`${(error as Error).message}\nThe swap stood at: ${JSON.stringify(state)}`, { cause: error });
  }
}

test('a deploy with new data: the open tab keeps working, says the data was reset, and a reload clears the notice', async ({ page }) => {
  await page.goto(`${origin}?popups=off`);
  await ready(page, { firstVisit: true });
  const notice = page.getByRole('status').filter({ hasText: UPDATE_TEXT });
  await expect(notice).toHaveCount(0);

  host!.deploy({ data: host!.versions.data + 1 });
  const answers = await requestsAcross(page, async () => {
    await checkForUpdate(page);
    await expectTakeover(page, notice);
  });
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  await expect(notice).toContainText(DATA_RESET_TEXT);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/backend-worker\.js$/);

  await notice.getByRole('button', { name: 'Reload' }).click();
  await ready(page);
  // The data is already of the new version: nothing more to say.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /new version of the demo|demo data was reset/ })).toHaveCount(0);
});

test('a deploy of another protocol: the open tab says it must reload, and its requests get a JSON error the app shows', async ({ app, page }) => {
  app.allowedErrors.push(/status of 409/);
  await page.goto(`${origin}contact?popups=off`);
  await ready(page, { firstVisit: true });

  host!.deploy({ protocol: host!.versions.protocol + 1 });
  const answers = await requestsAcross(page, async () => {
    await checkForUpdate(page);
    await expectTakeover(page, page.getByRole('status').filter({ hasText: INCOMPATIBLE_TEXT }));
  });
  // Answered by the old worker until the new one took over, then refused plainly.
  expect(answers.at(-1)).toEqual({
    status: 409,
    type: expect.stringContaining('application/json'),
    body: { success: false, message: MISMATCH_MESSAGE },
  });
  expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);

  // The app shows the failure as it shows any other.
  const form = page.getByRole('region', { name: 'How Can We Help?' });
  await fillByLabel(form, { Name: 'Old Tab', Email: 'old.tab@example.com', Message: 'Sent from a tab of the previous deploy.' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Message Not Sent' })).toBeVisible();
});

// The page is older than the worker from its first moment (the worker of a later protocol is served
// before the page opens), so nothing waits on a takeover: no worker of the page's build is coming.
test('a page older than the worker at start-up says the demo was updated, with a Reload button', async ({ page }) => {
  host!.deploy({ protocol: host!.versions.protocol + 1 });
  await page.goto(`${origin}?popups=off`);
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'failed');
  const screen = page.getByRole('alert');
  await expect(screen.getByRole('heading', { level: 1, name: 'The demo was updated' })).toBeVisible();
  await expect(screen).toContainText(MISMATCH_MESSAGE);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/backend-worker\.js$/);

  // The way out: a reload (here the host still serves this older page, so it says so again).
  await Promise.all([page.waitForEvent('load'), screen.getByRole('button', { name: 'Reload' }).click()]);
  await expect(page.getByRole('alert').getByRole('heading', { name: 'The demo was updated' })).toBeVisible();
});
