// The admin panel's accessibility scans: axe-core on the sign-in modal, every section with its form
// or details in one loop under one sign-in, and the pages around the dashboard; at 360 px, every
// screen's controls are at least 44×44 px (e2e/tap-targets.ts). A browser is needed: both measure
// what is rendered (colour contrast, hit areas, the accessibility tree).
import type { Page } from '@playwright/test';
import { expect, test, type App } from '../fixtures';
import { ADMIN_TAB_IDS } from '../../src/app/layouts/admin/admin-nav';
import { expectNoSeriousViolations } from '../axe';
import { smallTapTargets } from '../tap-targets';

async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
}

async function openSection(app: App, tab: string, heading: string | RegExp) {
  await app.goto(`/admin/dashboard?tab=${tab}`);
  await expect(app.page.getByRole('heading', { level: 2, name: heading })).toBeVisible({ timeout: 15_000 });
  await settled(app.page);
}

/** Each section, and the dialog a staff member opens there first. */
const SECTIONS: Array<{ tab: string; heading: string | RegExp; open: (page: Page) => Promise<void> }> = [
  {
    tab: 'donations',
    heading: 'Donations Management',
    open: async (page) => {
      await page.getByRole('row').filter({ hasText: 'Nadia Karim' }).getByRole('button', { name: 'View Details' }).click();
      await expect(page.getByRole('dialog', { name: 'Donation Details' })).toBeVisible();
    },
  },
  {
    tab: 'admin',
    heading: 'Admin Management',
    open: async (page) => {
      await page.getByRole('button', { name: 'Create Admin' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Admin' });
      await dialog.getByRole('button', { name: 'Create Admin' }).click();
      await expect(dialog.getByText('Username is required')).toBeVisible();
    },
  },
  ...[
    { tab: 'blog-posts', heading: 'Blog Posts', form: 'New Post' },
    { tab: 'banner', heading: /Banner/, form: 'Add Banner' },
    { tab: 'services', heading: /Services/, form: 'Add Service' },
    { tab: 'gallery', heading: /Gallery/, form: 'Add New Image' },
  ].map(({ tab, heading, form }) => ({
    tab,
    heading,
    open: async (page: Page) => {
      await page.getByRole('button', { name: form }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  })),
  { tab: 'contact-forms', heading: 'Contact Forms', open: async () => {} },
  {
    tab: 'volunteers',
    heading: 'Volunteers',
    open: async (page) => {
      await page.getByRole('row').filter({ hasText: 'Aisha Khan' }).getByRole('button', { name: 'View' }).click();
      await expect(page.getByRole('dialog', { name: 'Volunteer Details' })).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    tab: 'contacts',
    heading: 'Messages',
    open: async (page) => {
      await page.getByRole('article', { name: 'Hina Javed' }).getByRole('button', { name: 'View' }).click();
      await expect(page.getByRole('dialog', { name: 'Message Details' })).toBeVisible({ timeout: 15_000 });
    },
  },
];

test('the sign-in modal, with its validation messages', async ({ app, page }) => {
  await app.goto('/development');
  const dialog = page.getByRole('dialog', { name: 'Admin Login' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, 'sign-in');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog.getByText('Username is required')).toBeVisible();
  await expectNoSeriousViolations(page, 'sign-in errors');
});

test('the dashboard and every section with its dialog have no serious or critical violation', async ({ app, page }) => {
  test.setTimeout(240_000);
  await app.login();
  await expect(page.getByRole('heading', { name: 'Welcome back, admin!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'At a Glance' })).not.toContainText('…');
  await expectNoSeriousViolations(page, 'dashboard home');
  await page.getByRole('button', { name: 'admin', exact: true }).click();
  await expectNoSeriousViolations(page, 'user menu');

  for (const { tab, heading, open } of SECTIONS) {
    await openSection(app, tab, heading);
    await expectNoSeriousViolations(page, tab);
    await open(page);
    await expectNoSeriousViolations(page, `${tab} dialog`);
  }
});

test('every settings tab, the change-password form and the pages beside the dashboard', async ({ app, page }) => {
  test.setTimeout(180_000);
  await app.login();
  await openSection(app, 'admin', 'Admin Management');
  await page.getByRole('row').filter({ hasText: 'moderator@' }).getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
  await expectNoSeriousViolations(page, 'change password');

  await app.goto('/admin/dashboard?tab=settings');
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs.first()).toBeVisible({ timeout: 15_000 });
  for (const tab of await tabs.allTextContents()) {
    await page.getByRole('tab', { name: tab }).click();
    await settled(page);
    await expectNoSeriousViolations(page, `settings ${tab}`);
  }

  for (const [path, heading] of [
    ['/health', 'Demo Data'],
    ['/admin/blog-posts', 'Manage Blog Posts'],
    ['/banner-preview/1', 'Give Hope to Children in Need'],
  ]) {
    await app.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousViolations(page, path);
  }
});

test('at 360 px every control of every admin screen is at least 44×44 px', async ({ app, page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 360, height: 760 });
  await app.goto('/development');
  await expect(page.getByRole('dialog', { name: 'Admin Login' })).toBeVisible();
  expect.soft(await smallTapTargets(page), 'the sign-in modal').toEqual([]);
  await app.login();

  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Settings' })).toBeVisible();
  expect.soft(await smallTapTargets(page), 'the open sidebar').toEqual([]);

  // Every section of the sidebar (spec §2), and the settings tabs after the first.
  const screens = [
    ...ADMIN_TAB_IDS.map((section) => ({ section, tab: undefined })),
    { section: 'settings', tab: 'Logos' },
    { section: 'settings', tab: 'Email' },
  ];
  for (const { section, tab } of screens) {
    await app.goto(`/admin/dashboard?tab=${section}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 15_000 });
    if (tab) await page.getByRole('tab', { name: tab }).click();
    await settled(page);
    expect.soft(await smallTapTargets(page), tab ? `settings, ${tab} tab` : section).toEqual([]);
  }

  await app.goto('/admin/dashboard?tab=banner');
  await page.getByRole('button', { name: 'Add Banner' }).click({ timeout: 15_000 });
  const dialog = page.getByRole('dialog', { name: 'Add Banner' });
  await dialog.getByRole('button', { name: 'Save Banner' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  expect(await smallTapTargets(page), 'a form modal with its messages').toEqual([]);
});
