// The kit's documented first line, `page.evaluate(() => window.__backend!.ready)`, works right
// after page.goto, while the backend is still starting: the page's first script defines a
// window.__backend whose methods wait for readiness (mocks/qa/backend-stub.ts). Tries in fresh
// browser contexts, with the backend in its service worker and in the page: 10 each in the suite,
// FIRST_CALL_TRIES=50 for the 50 of 50 (each try is a cold start: 100 took 8 minutes).
import { expect, test } from '@playwright/test';

const TRIES = Number(process.env.FIRST_CALL_TRIES ?? 10);

for (const serviceWorkers of ['allow', 'block'] as const) {
  test(`the first call works ${TRIES} times of ${TRIES} right after page.goto (service workers: ${serviceWorkers})`, async ({ browser, baseURL }) => {
    test.setTimeout(TRIES * 15_000);
    let startingSeen = 0;
    for (let i = 0; i < TRIES; i += 1) {
      const context = await browser.newContext({ baseURL: String(baseURL), serviceWorkers });
      const page = await context.newPage();
      await page.goto(i % 2 ? './contact?popups=off' : './?popups=off');
      // Counts the tries the call raced the start-up: proof the test can see what it guards.
      if ((await page.locator('html').getAttribute('data-backend')) === 'starting') startingSeen += 1;
      await page.evaluate(() => window.__backend!.ready);
      expect(await page.evaluate(() => window.__backend!.switches()), `try ${i + 1}`).toMatchObject({ scenario: 'default' });
      await context.close();
    }
    console.log(`first call (service workers: ${serviceWorkers}): ${TRIES} of ${TRIES}, ${startingSeen} made while the backend was starting`);
  });
}

test('before the backend is ready the stub waits, and a failed start rejects its methods', async ({ page, baseURL }) => {
  // The app's scripts never load (the stub is inline): the page stays 'starting' until the test says failed.
  await page.route(/\/static\/js\/.*\.js$/, (route) => route.abort());
  await page.goto(`${String(baseURL)}?popups=off`);
  const pending = page.evaluate(() =>
    window.__backend!.switches().then(
      () => 'answered',
      (error: Error) => error.message,
    ),
  );
  await page.evaluate(() => document.documentElement.setAttribute('data-backend', 'failed'));
  expect(await pending).toContain('could not start');
});
