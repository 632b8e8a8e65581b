// The in-browser backend says when it answers, and an API path never gets the static host's HTML.
import { expect, test } from '../fixtures';

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
  // 20 page loads: over 30 s on a loaded machine.
  test.slow();
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
