// Admin sign-in, the guard, logout and the dashboard shell.
import { expect, test } from '../fixtures';
import { SPEC_SIDEBAR } from '../../src/testing/spec-sidebar';

test.describe('admin sign-in', () => {
  test('a wrong password shows the server message; nothing is stored', async ({ app, page }) => {
    // The failing sign-in is an expected 401 in the console.
    app.allowedErrors.push(/401/);
    await app.goto('/development');
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await expect(dialog.getByText('Demo account: admin / admin123')).toBeVisible();
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByText('Username is required')).toBeVisible();
    await expect(dialog.getByText('Password is required')).toBeVisible();

    await dialog.getByLabel('Username').fill('admin');
    await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid username or password');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  test('success shows the popup, stores the session and opens the dashboard after OK', async ({ app, page }) => {
    await app.goto('/development');
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await dialog.getByLabel('Username').fill('admin');
    await dialog.getByLabel('Password', { exact: true }).fill('admin123');
    await dialog.getByLabel('Remember me').check();
    await dialog.getByRole('button', { name: 'Login' }).click();
    const popup = page.getByRole('alertdialog').filter({ hasText: 'Login successful! Welcome to the admin dashboard.' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/charity\/admin\/dashboard$/);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('adminToken'),
      user: JSON.parse(localStorage.getItem('adminUser') ?? 'null') as { username?: string } | null,
      flag: localStorage.getItem('isAdminLoggedIn'),
    }));
    expect(stored.token).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.user?.username).toBe('admin');
    expect(stored.flag).toBe('true');
    await expect(page.getByRole('heading', { name: 'Welcome back, admin!' })).toBeVisible();

    // Signed in: /development goes straight back to the dashboard.
    await app.goto('/development');
    await page.waitForURL(/\/admin\/dashboard$/);
  });

  test('the dashboard without a stored token redirects to /development', async ({ app, page }) => {
    await app.goto('/admin/dashboard?tab=donations');
    await page.waitForURL(/\/charity\/development$/);
    await expect(page.getByRole('dialog', { name: 'Admin Login' })).toBeVisible();
  });

  test('the shell: sidebar sections, tab in the URL kept on reload, header', async ({ app, page }) => {
    await app.login();
    const nav = page.getByRole('complementary').getByRole('navigation', { name: 'Admin' });
    // The spec's sections in its order (§2); a tab added beside them (a new resource's) may sit among them.
    await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
    const names = await nav.getByRole('link').allTextContents();
    expect(names.filter((name) => SPEC_SIDEBAR.includes(name))).toEqual(SPEC_SIDEBAR);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Notifications/ })).toContainText('3');
    await nav.getByRole('link', { name: 'Donations' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\?tab=donations$/);
    await expect(page.getByRole('heading', { name: 'Donations Management' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Donations Management' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Donations' })).toHaveAttribute('aria-current', 'page');
  });

  test('on a small screen the sidebar is a drawer that closes on an outside click', async ({ app, page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await app.login();
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(nav).toBeVisible();
    await page.mouse.click(370, 600);
    await expect(nav).toBeHidden();
    await toggle.click();
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/tab=settings$/);
    await expect(nav).toBeHidden();
  });

  test('logout clears the token and user and goes to /development', async ({ app, page }) => {
    await app.login();
    await page.getByRole('button', { name: 'admin', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/charity\/development$/);
    const keys = await page.evaluate(() => [
      localStorage.getItem('adminToken'),
      localStorage.getItem('adminUser'),
      localStorage.getItem('isAdminLoggedIn'),
    ]);
    expect(keys).toEqual([null, null, null]);
    await app.goto('/admin/dashboard');
    await page.waitForURL(/\/charity\/development$/);
  });

  test('logout ends the session on the server: the old token answers 401', async ({ app, page }) => {
    // The old token's refused call below is an expected 401 in the console.
    app.allowedErrors.push(/401/);
    await app.login();
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const status = (bearer: string) =>
      page.evaluate(async (t) => (await fetch('/charity/api/admin', { headers: { Authorization: `Bearer ${t}` } })).status, bearer);
    expect(await status(token!)).toBe(200);

    await page.getByRole('button', { name: 'admin', exact: true }).click();
    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/charity/api/admin/logout'));
    await page.getByRole('button', { name: 'Logout' }).click();
    expect((await loggedOut).status()).toBe(200);
    await page.waitForURL(/\/charity\/development$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    expect(await status(token!)).toBe(401);
  });

  test('an expired token on an admin call clears the session and goes to /development', async ({ app, page }) => {
    app.allowedErrors.push(/401/);
    await app.login();
    await page.evaluate(() => localStorage.setItem('adminToken', 'f'.repeat(64)));
    await app.goto('/admin/dashboard?tab=donations');
    await page.waitForURL(/\/charity\/development$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });
});
