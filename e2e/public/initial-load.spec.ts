// What a first visit to '/' downloads: not the chunks scripts/size-report.mjs counts apart as
// conditional (the in-page backend, the demo data's export and import), nor the API reference.
import { expect, test } from '../fixtures';

test('a first visit to / does not download the conditional backend chunks or the API reference', async ({ app, page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await app.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => /\/static\/js\/index\.[\w-]+\.js$/.test(path)), 'the entry was seen').toBe(true);
  expect(scripts.filter((path) => /\/(in-page|demo-data|developers)\.[\w-]+\.chunk\.js$/.test(path))).toEqual([]);
});
