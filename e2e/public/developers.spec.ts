// The API reference at /developers, on the build's own OpenAPI document (dist/openapi.json):
// reached from /health, lists the operations by tag, Try it answers from the in-browser backend,
// axe clean and fits 360 px (e2e/public/initial-load.spec.ts: not downloaded on a first visit to '/').
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNoSeriousViolations } from '../axe';
import { smallTapTargets } from '../tap-targets';

const servicesGroup = (page: Page) => page.getByRole('region', { name: 'Services', exact: true });
const listServices = (page: Page) => page.getByRole('region', { name: 'GET /api/services', exact: true });

async function tryListServices(page: Page) {
  const operation = listServices(page);
  await operation.getByRole('button', { name: 'Try it' }).click();
  const answer = operation.getByRole('status');
  await expect(answer).toContainText('Status 200');
  return answer;
}

test.describe('API reference', () => {
  // The whole document on one page (some 4,000 elements): an axe run over it takes 15 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test("an answer's schema opens to its properties, references resolved", async ({ app, page }) => {
    await app.goto('/developers');
    const ok = listServices(page).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 5, name: /^200 / }) });
    await ok.getByText('Schema (application/json): object').click();
    await expect(ok.getByText('array of Service')).toBeVisible();
    await expect(ok.getByText('Each item: Service (object)')).toBeVisible();
    await expect(ok.getByText('created_at', { exact: true })).toBeVisible();
  });

  test('Try it works from the keyboard', async ({ app, page }) => {
    await app.goto('/developers', { reset: true });
    const button = listServices(page).getByRole('button', { name: 'Try it' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(listServices(page).getByRole('status')).toContainText('Status 200');
    await expect(button).toBeFocused();
  });

  test('has no serious or critical axe violation, with an answer shown', async ({ app, page }) => {
    await app.goto('/developers', { reset: true });
    await expect(servicesGroup(page)).toBeVisible();
    await tryListServices(page);
    // Every group is built from the same components: the page's frame and the Services group (with
    // its answer) stand for the other groups, whose scan took over a minute on a busy machine.
    const otherGroups = await page.locator('section.api-tag').evaluateAll((sections) =>
      sections.map((section) => section.getAttribute('aria-labelledby')).filter((id) => id !== 'api-services'),
    );
    expect(otherGroups.length).toBeGreaterThan(5);
    await expectNoSeriousViolations(page, '/developers', otherGroups.map((id) => `section[aria-labelledby="${id}"]`));
  });

  test('at 360 px: nothing scrolls sideways and every control is 44×44 px, with an answer and a schema open', async ({ app, page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await app.goto('/developers', { reset: true });
    await expect(servicesGroup(page)).toBeVisible();
    await tryListServices(page);
    await listServices(page).getByText('Schema (application/json): object').first().click();
    await expect(listServices(page).getByText('Each item: Service (object)')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await smallTapTargets(page)).toEqual([]);
  });
});
