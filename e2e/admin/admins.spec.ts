// Admin accounts: create (and sign in as the new account), change password, toggle, delete; what
// a moderator sees.
import { expect, test } from '../fixtures';

async function answer(page: import('@playwright/test').Page, text: string, button: string) {
  const dialog = page.getByRole('alertdialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('admin accounts', () => {
  test.beforeEach(async ({ app, page }) => {
    await app.login();
    await app.goto('/admin/dashboard?tab=admin');
    await expect(page.getByRole('rowheader', { name: /moderator/ })).toBeVisible({ timeout: 15_000 });
  });

  test('creates an admin who can then sign in', async ({ app, page }) => {
    // Two sign-ins and an account created: three PBKDF2 hashings, about 30 s on a loaded machine.
    test.slow();
    await page.getByRole('button', { name: 'Create Admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Admin' });
    await expect(dialog.getByLabel('Role')).toHaveValue('moderator');
    await dialog.getByRole('button', { name: 'Create Admin' }).click();
    await expect(dialog.getByText('Username is required')).toBeVisible();
    await dialog.getByLabel('Username').fill('sara');
    await dialog.getByLabel('Email').fill('sara@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('12345');
    await dialog.getByRole('button', { name: 'Create Admin' }).click();
    await expect(dialog.getByText('Password must be at least 6 characters long!')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill('sara-secret');
    await dialog.getByRole('button', { name: 'Create Admin' }).click();
    await answer(page, 'Admin created successfully!', 'OK');

    await page.reload();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'sara' }) });
    await expect(row).toContainText('moderator');
    await expect(row).toContainText('Active');

    await page.getByRole('button', { name: 'admin', exact: true }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await app.login('sara', 'sara-secret');
    await expect(page.getByRole('heading', { name: 'Welcome back, sara!' })).toBeVisible();
  });

  test('changes a password after checking both entries', async ({ app, page }) => {
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /moderator/ }) });
    await row.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('New Password').fill('newsecret');
    await dialog.getByLabel('Confirm Password').fill('different');
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(dialog.getByText('Passwords do not match!')).toBeVisible();
    await dialog.getByLabel('Confirm Password').fill('newsecret');
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await answer(page, 'Password updated successfully!', 'OK');

    await page.getByRole('button', { name: 'admin', exact: true }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await app.login('moderator', 'newsecret');
  });

  test('changing your own password keeps you signed in, with a new token', async ({ page }) => {
    const before = await page.evaluate(() => localStorage.getItem('adminToken'));
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^(Administrator\s*)?admin$/ }) });
    await row.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('New Password').fill('admin-new-1');
    await dialog.getByLabel('Confirm Password').fill('admin-new-1');
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await answer(page, 'Password updated successfully!', 'OK');
    const after = await page.evaluate(() => localStorage.getItem('adminToken'));
    expect(after).toMatch(/^[0-9a-f]{64}$/);
    expect(after).not.toBe(before);
    await page.reload();
    await expect(page.getByRole('rowheader', { name: /moderator/ })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/tab=admin$/);
  });

  test('toggles the active flag and deletes after confirmation, kept after a reload', async ({ page }) => {
    const row = () => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /moderator/ }) });
    await row().getByRole('button', { name: 'Toggle status' }).click();
    await answer(page, 'Admin deactivated successfully!', 'OK');
    await page.reload();
    await expect(row()).toContainText('Inactive', { timeout: 15_000 });
    await row().getByRole('button', { name: 'Toggle status' }).click();
    await answer(page, 'Admin activated successfully!', 'OK');
    await expect(row()).toContainText('Active');

    await row().getByRole('button', { name: 'Delete' }).click();
    await answer(page, 'Are you sure you want to delete admin "moderator"?', 'Delete');
    await answer(page, 'Admin deleted successfully!', 'OK');
    await page.reload();
    await expect(page.getByRole('rowheader', { name: /admin/ }).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('rowheader', { name: /moderator/ })).toHaveCount(0);
  });
});

test.describe('admin accounts as a moderator', () => {
  test('the list shows, every change is disabled and the reason is written on the page', async ({ app, page }) => {
    await app.login('moderator', 'moderator123');
    await app.goto('/admin/dashboard?tab=admin');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /admin/ }) })
      .first();
    await expect(row.getByRole('button', { name: 'Delete' })).toBeDisabled({ timeout: 15_000 });
    await expect(page.getByText('Only administrators can do this.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Admin' })).toBeDisabled();
    await expect(row.getByRole('button', { name: 'Change Password' })).toBeDisabled();
    await expect(row.getByRole('button', { name: 'Toggle status' })).toBeDisabled();
  });
});
