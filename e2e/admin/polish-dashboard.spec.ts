// Stakeholder polish, admin settings and errors, measured: the demo-data blocks without a hole, the
// logo previews, and /admin/nope inside the admin shell. (The dashboard's figures: the pictures of
// e2e/layout/screens.spec.ts.)
import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNoSeriousViolations } from '../axe';

/** Groups boxes by their top edge: the number of boxes in each row, top to bottom. */
function rowSizes(boxes: { y: number }[]): number[] {
  const rows: { y: number; n: number }[] = [];
  for (const box of boxes) {
    const row = rows.find((r) => Math.abs(r.y - box.y) <= 2);
    if (row) row.n += 1;
    else rows.push({ y: box.y, n: 1 });
  }
  return rows.sort((a, b) => a.y - b.y).map((r) => r.n);
}

async function boxesOf(items: Locator) {
  const boxes = [];
  for (const item of await items.all()) {
    const box = await item.boundingBox();
    if (!box) throw new Error('an item has no box');
    boxes.push(box);
  }
  return boxes;
}

test.describe('settings', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the four demo-data blocks leave no hole: 1 column at 360 px, rows of equal size at 1280 px', async ({ app, page }) => {
    await app.login();
    for (const [width, expected] of [
      [360, [1, 1, 1, 1]],
      [1280, [2, 2]],
    ] as const) {
      await page.setViewportSize({ width, height: 860 });
      await page.goto('admin/dashboard?tab=settings');
      await page.getByRole('tab', { name: 'Demo Data' }).click();
      const panel = page.getByRole('region', { name: 'Demo Data' });
      const blocks = ['Reset', 'Scenario', 'Export', 'Import'].map((name) => panel.getByRole('heading', { name, exact: true }).locator('..'));
      await expect(blocks[3]).toBeVisible({ timeout: 15_000 });
      const boxes = [];
      for (const block of blocks) boxes.push(...(await boxesOf(block)));
      expect(rowSizes(boxes), `at ${width} px`).toEqual([...expected]);
    }
  });

  test('logo previews show the whole image in the recommended shape, the footer logo on the footer colour, 2 × 2', async ({ app, page }) => {
    await page.setViewportSize({ width: 1280, height: 860 });
    await app.login();
    await page.goto('admin/dashboard?tab=settings');
    await page.getByRole('tab', { name: 'Logos' }).click();
    const preview = (name: string) => page.getByRole('img', { name: `${name} preview` });
    const measure = (img: Locator) =>
      img.evaluate((el) => {
        const style = getComputedStyle(el);
        // The footer's colour is the theme's primary colour; resolve it to rgb() the same way.
        const probe = document.createElement('div');
        probe.style.setProperty('background-color', 'var(--color-primary)');
        document.body.append(probe);
        const primary = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return { fit: style.objectFit, width: style.width, height: style.height, background: style.backgroundColor, primary };
      });
    for (const name of ['Header Logo', 'Sticky Logo', 'Footer Logo']) {
      await expect(preview(name)).toBeVisible({ timeout: 15_000 });
      const m = await measure(preview(name));
      expect(m, name).toMatchObject({ fit: 'contain', width: '200px', height: '50px' });
      if (name === 'Footer Logo') expect(m.background, name).toBe(m.primary);
      else expect(m.background, name).not.toBe(m.primary);
    }
    await expect(preview('Favicon')).toBeVisible();
    expect(await measure(preview('Favicon'))).toMatchObject({ fit: 'contain', width: '32px', height: '32px' });
    // The four fields sit 2 × 2, not three and a lone one.
    const inputs = ['Header Logo', 'Sticky Logo', 'Footer Logo', 'Favicon'].map((name) => page.getByLabel(name, { exact: true }));
    const boxes = [];
    for (const input of inputs) boxes.push(...(await boxesOf(input)));
    expect(rowSizes(boxes)).toEqual([2, 2]);
  });
});

test.describe('/admin/nope', () => {
  test('signed in: the admin shell around both texts, and a way back to the dashboard', async ({ app, page }) => {
    app.allowedErrors.push(/404/);
    await app.login();
    await app.goto('/admin/nope');
    const main = page.getByRole('main');
    await expect(main.getByText('Unexpected Application Error!', { exact: true })).toBeVisible();
    await expect(main.getByText('404 Not Found', { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Donations', exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);
    await main.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/charity\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, admin!' })).toBeVisible({ timeout: 15_000 });
  });

  test('signed out: both texts and the way back, without the public chrome', async ({ app, page }) => {
    app.allowedErrors.push(/404/);
    await app.goto('/admin/nope');
    await expect(page.getByText('Unexpected Application Error!', { exact: true })).toBeVisible();
    await expect(page.getByText('404 Not Found', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});
