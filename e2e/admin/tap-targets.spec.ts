// Issue 16, item 5: at 360 px every control of the admin area has a hit area of at least
// 44×44 px. The scan is e2e/tap-targets.ts.
import { ADMIN_TAB_IDS } from '../../src/app/layouts/admin/admin-nav';
import { expect, test } from '../fixtures';
import { smallTapTargets } from '../tap-targets';

test.describe('tap targets at 360 px: admin', () => {
  test.use({ viewport: { width: 360, height: 760 } });
  // A sign-in and a full scan per test: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('the sign-in modal: every control is at least 44×44 px', async ({ app, page }) => {
    await app.goto('/development');
    await expect(page.getByRole('dialog', { name: 'Admin Login' })).toBeVisible();
    expect(await smallTapTargets(page)).toEqual([]);
  });

  // Every section of the admin's sidebar (spec §2), and the settings tabs after the first: one
  // sign-in per half, so the two halves run side by side and a failure names its screen.
  const screens = [
    ...ADMIN_TAB_IDS.map((section) => ({ section, tab: undefined })),
    { section: 'settings', tab: 'Logos' },
    { section: 'settings', tab: 'Email' },
  ];
  const half = Math.ceil(screens.length / 2);
  for (const part of [screens.slice(0, half), screens.slice(half)]) {
    test(`${part.map(({ section, tab }) => tab ?? section).join(', ')}: every control is at least 44×44 px`, async ({ app, page }) => {
      test.setTimeout(30_000 + part.length * 10_000);
      await app.login();
      for (const { section, tab } of part) {
        await app.goto(`/admin/dashboard?tab=${section}`);
        await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 15_000 });
        if (tab) await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
        expect.soft(await smallTapTargets(page), tab ? `settings, ${tab} tab` : section).toEqual([]);
      }
    });
  }

  test('a form modal (Add Banner) with its messages: every control is at least 44×44 px', async ({ app, page }) => {
    await app.login();
    await app.goto('/admin/dashboard?tab=banner');
    await page.getByRole('button', { name: 'Add Banner' }).click({ timeout: 15_000 });
    const dialog = page.getByRole('dialog', { name: 'Add Banner' });
    await dialog.getByRole('button', { name: 'Save Banner' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    expect(await smallTapTargets(page)).toEqual([]);
  });

  test('the open sidebar: every control is at least 44×44 px', async ({ app, page }) => {
    await app.login();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Settings' })).toBeVisible();
    expect(await smallTapTargets(page)).toEqual([]);
  });
});
