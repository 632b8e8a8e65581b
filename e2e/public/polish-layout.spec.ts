// Stakeholder polish, public side, measured: the error screen inside the site's layout, the phone's
// one-row top bar and labels on one line box (a short grid row: e2e/polish/phone-finish.spec.ts).
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

test('at 360 px the top bar is one row of at most 40 px holding phone, e-mail and the social links', async ({ app, page }) => {
  await page.setViewportSize({ width: 360, height: 760 });
  await app.goto('/');
  const banner = page.getByRole('banner');
  const links = [
    banner.getByRole('link', { name: '+44 20 7946 0321' }),
    banner.getByRole('link', { name: 'info@hopefoundation.org.uk' }),
    banner.getByRole('link', { name: 'facebook' }),
    banner.getByRole('link', { name: 'instagram' }),
    banner.getByRole('link', { name: 'linkedin' }),
  ];
  const boxes = [];
  for (const link of links) {
    await expect(link).toBeVisible();
    const box = await link.boundingBox();
    if (!box) throw new Error('a top bar link has no box');
    boxes.push(box);
  }
  // One row: every link centred on the same line, all inside the screen.
  const centre = boxes[0].y + boxes[0].height / 2;
  for (const box of boxes) {
    expect(Math.abs(box.y + box.height / 2 - centre)).toBeLessThanOrEqual(2);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  // The bar: the smallest element holding the phone link and the last social link.
  const barHeight = await page.evaluate(
    ([first, last]) => {
      let bar = first.parentElement;
      while (bar && !bar.contains(last)) bar = bar.parentElement;
      return bar ? bar.getBoundingClientRect().height : Number.POSITIVE_INFINITY;
    },
    [await links[0].elementHandle(), await links[4].elementHandle()],
  );
  expect(barHeight).toBeLessThanOrEqual(40);
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

  test('donate form, details step', async ({ app, page }) => {
    await app.goto('/donate');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Phone')).toBeVisible();
    await expectAligned(page);
  });

  test('contact form', async ({ app, page }) => {
    await app.goto('/contact');
    await expect(page.getByLabel('Subject')).toBeVisible();
    await expectAligned(page);
  });
});
