// A counted fault set with { from: 'next-load' } is not used up by the page it was set on (its
// refetch after reset() is what a lazy fetch would be), and fails the first matching request of the
// next page load: with the backend in its service worker and in the page.
import { expect, test } from '@playwright/test';
import { backendOf, watchFetches } from '../kit/backend-fixture';

const isServices = (request: { method: string; path: string }) => request.method === 'GET' && request.path.startsWith('/api/services');

for (const serviceWorkers of ['allow', 'block'] as const) {
  test(`a next-load fault waits for the next page load (service workers: ${serviceWorkers})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL: String(baseURL), serviceWorkers });
    await context.addInitScript(watchFetches);
    const page = await context.newPage();
    const backend = backendOf(page);
    const statuses = async () => (await backend.requests()).filter(isServices).map((request) => request.status);
    await page.goto('./services?popups=off');
    await backend.ready();
    // The page's own first load of the list, done before the log is cleared: its code loads after
    // the backend is ready, so it could otherwise land after the clear, beside the reset's refetch.
    await expect.poll(statuses).toEqual([200]);
    await backend.idle();
    await backend.fault('GET:/api/services:503', { times: 1, from: 'next-load' });
    await backend.clearRequests();
    await backend.reset();
    // Polled: idle() can come before the page asks (its code loads after the backend is ready).
    await expect.poll(statuses).toEqual([200]);
    expect((await backend.switches()).answers).toEqual([expect.objectContaining({ match: 'GET:/api/services', times: 1, from: 'next-load' })]);
    await backend.clearRequests();
    await page.reload();
    await backend.ready();
    await expect.poll(statuses).toEqual([503]);
    expect((await backend.switches()).answers).toEqual([]);
    await context.close();
  });
}

test("from: 'next-load' without times is refused", async ({ page, baseURL }) => {
  const backend = backendOf(page);
  await page.goto(`${String(baseURL)}?popups=off`);
  await expect(backend.fault('GET:/api/services:503', { from: 'next-load' })).rejects.toThrow('give times too');
});
