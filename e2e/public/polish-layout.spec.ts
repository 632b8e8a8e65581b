// Stakeholder polish, public side, measured: the error screen inside the site's layout, and the
// volunteer form's labels on one line box. (The top bar, the donate and contact forms: the pictures
// of e2e/layout/screens.spec.ts.)
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from '../axe';

test.describe('the error screen keeps the public layout', () => {
  for (const width of [360, 1280]) {
    test(`/nope at ${width} px: header, footer, both texts and the ways back`, async ({ app, page }) => {
      app.allowedErrors.push(/404/);
      await page.setViewportSize({ width, height: 800 });
      await app.goto('/nope');
      const main = page.getByRole('main');
      await expect(main.getByText('Unexpected Application Error!', { exact: true })).toBeVisible();
      await expect(main.getByText('404 Not Found', { exact: true })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(main.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', /^\/charity\/?$/);
      await expect(main.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/charity/contact');
      await expect(await seriousViolations(page)).toEqual([]);
      await main.getByRole('link', { name: 'Donate Now', exact: true }).click();
      await expect(page).toHaveURL(/\/charity\/donate$/);
      await expect(page.getByRole('button', { name: '$10', exact: true })).toBeVisible();
    });
  }

  test('a route chunk that fails to load shows its error inside the layout too', async ({ app, page }) => {
    app.allowedErrors.push(/Failed to fetch dynamically imported module|ERR_FAILED|net::/);
    await app.goto('/');
    await page.context().route('**/static/js/contact.*.chunk.js', (route) => route.abort());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
    const main = page.getByRole('main');
    await expect(main.getByText('Loading chunk contact failed.')).toBeVisible();
    await expect(main.getByText('error', { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Reload page' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  });
});

/** Labels of the form's fields grouped by row (tops within 8 px): each row's tops and heights. */
async function labelRows(page: Page) {
  return page.getByRole('main').evaluate((main) => {
    const rows: { tops: number[]; heights: number[]; names: string[] }[] = [];
    for (const label of main.querySelectorAll('form label')) {
      const box = label.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const row = rows.find((r) => Math.abs(r.tops[0] - box.top) <= 8);
      const entry = row ?? { tops: [], heights: [], names: [] };
      if (!row) rows.push(entry);
      entry.tops.push(box.top);
      entry.heights.push(box.height);
      entry.names.push(label.textContent ?? '');
    }
    return rows.filter((row) => row.tops.length > 1);
  });
}

test.describe('labels side by side share one line box', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  async function expectAligned(page: Page) {
    const rows = await labelRows(page);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const spread = Math.max(...row.tops) - Math.min(...row.tops);
      expect(spread, `label tops of ${row.names.join(' / ')}`).toBeLessThanOrEqual(0.5);
      expect(Math.max(...row.heights) - Math.min(...row.heights), `label heights of ${row.names.join(' / ')}`).toBeLessThanOrEqual(0.5);
    }
  }

  test('volunteer form', async ({ app, page }) => {
    await app.goto('/volunteer');
    await expect(page.getByLabel('Phone')).toBeVisible();
    await expectAligned(page);
  });

});
