// The in-browser backend says when it answers, and an API path never gets the static host's HTML.
import { expect, isWorkerBuild, test } from '../fixtures';

type Probe = { status: number; type: string | null; body: string };

/** Runs in the page: fetches an API path and reports what came back. */
async function probe(path: string): Promise<Probe> {
  const response = await fetch(path);
  return { status: response.status, type: response.headers.get('content-type'), body: (await response.text()).slice(0, 200) };
}

test('the page says starting from its first byte, then ready', async ({ app, page, request }) => {
  const html = await (await request.get('')).text();
  expect(html).toMatch(/<html data-backend="starting"/);
  await app.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready');
  const answer = await page.evaluate(probe, 'api/services');
  expect(answer.status).toBe(200);
  expect(answer.type).toContain('application/json');
});

test('fetching /api/services right after each of 20 navigations never gets HTML', async ({ app, page }) => {
  await app.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready');
  for (let i = 0; i < 20; i += 1) {
    // 'commit': the new document has only begun; the app's own backend has not started yet.
    await page.goto(i % 2 ? 'events' : 'about', { waitUntil: 'commit' });
    const answer = await page.evaluate(probe, 'api/services');
    expect(answer.type, `navigation ${i + 1}: ${answer.body}`).toContain('application/json');
    expect(answer.status).toBe(200);
  }
});

test('with no page running the backend, an API request waits, then gets the JSON 503', async ({ app, page, request }) => {
  // msw's worker of the backend in the page; the backend's own worker: e2e/qa/backend-worker.spec.ts.
  test.skip(await isWorkerBuild(request), 'the worker build: npm run test:e2e:page runs it');
  test.slow(); // The worker waits 10 s for a page before it answers 503.
  app.allowedErrors.push(/Failed to load resource: the server responded with a status of 503/);
  await app.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready');
  // The message a closing page sends: the worker then knows no page that runs the backend.
  await page.evaluate(() => navigator.serviceWorker.controller?.postMessage('CLIENT_CLOSED'));
  for (const path of ['api/services', 'uploads/1.png']) {
    const answer = await page.evaluate(probe, path);
    expect(answer.status).toBe(503);
    expect(answer.type).toContain('application/json');
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      message: 'The in-browser backend is not running.',
    });
  }
});
