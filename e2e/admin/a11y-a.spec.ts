// axe-core scans of the admin-a screens: sign-in, dashboard home, donations, admin, settings tabs.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNoSeriousViolations, seriousViolations } from '../axe';

async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
}

test.describe('admin-a accessibility', () => {
  // Sign-in plus two full axe runs per test: more than the default 30 s on a busy CI machine.
  test.describe.configure({ timeout: 60_000 });

  test('/development sign-in modal, with validation messages', async ({ app, page }) => {
    await app.goto('/development');
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, 'sign-in');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByText('Username is required')).toBeVisible();
    await expectNoSeriousViolations(page, 'sign-in errors');
  });

  test('dashboard home and the user menu', async ({ app, page }) => {
    await app.login();
    await expect(page.getByRole('heading', { name: 'Welcome back, admin!' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'At a Glance' })).not.toContainText('…');
    await expectNoSeriousViolations(page, 'dashboard home');
    await page.getByRole('button', { name: 'admin', exact: true }).click();
    await expectNoSeriousViolations(page, 'user menu');
  });

  test('donations section and its modals', async ({ app, page }) => {
    await app.login();
    await app.goto('/admin/dashboard?tab=donations');
    await expect(page.getByRole('rowheader').first()).toBeVisible({ timeout: 15_000 });
    await settled(page);
    await expectNoSeriousViolations(page, 'donations');
    const row = page.getByRole('row').filter({ hasText: 'Nadia Karim' });
    await row.getByRole('button', { name: 'View Details' }).click();
    await expect(page.getByRole('dialog', { name: 'Donation Details' })).toBeVisible();
    await expectNoSeriousViolations(page, 'donation details');
  });

  test('admin section and its forms', async ({ app, page }) => {
    await app.login();
    await app.goto('/admin/dashboard?tab=admin');
    await expect(page.getByRole('rowheader', { name: /moderator/ })).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousViolations(page, 'admins');
    await page.getByRole('button', { name: 'Create Admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Admin' });
    await dialog.getByRole('button', { name: 'Create Admin' }).click();
    await expect(dialog.getByText('Username is required')).toBeVisible();
    await expectNoSeriousViolations(page, 'create admin');
    await page.keyboard.press('Escape');
    await page.getByRole('row').filter({ hasText: 'moderator@' }).getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
    await expectNoSeriousViolations(page, 'change password');
  });

  test('settings: every tab', async ({ app, page }) => {
    await app.login();
    await app.goto('/admin/dashboard?tab=settings');
    const tabs = page.getByRole('tablist').getByRole('tab');
    await expect(tabs.first()).toBeVisible({ timeout: 15_000 });
    for (const tab of await tabs.allTextContents()) {
      await page.getByRole('tab', { name: tab }).click();
      await settled(page);
      expect.soft(await seriousViolations(page), `settings ${tab}`).toEqual([]);
    }
  });

  test('/health with the demo panel', async ({ app, page }) => {
    await app.login();
    await app.goto('/health');
    await expect(page.getByRole('heading', { name: 'Demo Data' })).toBeVisible();
    await expectNoSeriousViolations(page, 'health');
  });
});
