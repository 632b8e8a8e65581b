// axe-core scans of the admin-b sections, their forms and pages: no serious or critical violation.
import { expect, test, type App } from '../fixtures';
import { expectNoSeriousViolations } from '../axe';

const SECTIONS: Array<{ tab: string; heading: string | RegExp; form: string }> = [
  { tab: 'blog-posts', heading: 'Blog Posts', form: 'New Post' },
  { tab: 'banner', heading: /Banner/, form: 'Add Banner' },
  { tab: 'services', heading: /Services/, form: 'Add Service' },
  { tab: 'gallery', heading: /Gallery/, form: 'Add New Image' },
];

test.describe('admin-b accessibility', () => {
  // Sign-in plus several full axe runs per test: more than the default 30 s on a busy CI machine.
  test.describe.configure({ timeout: 60_000 });

  async function openSection(app: App, tab: string, heading: string | RegExp) {
    await app.goto(`/admin/dashboard?tab=${tab}`);
    await expect(app.page.getByRole('heading', { level: 2, name: heading })).toBeVisible({ timeout: 15_000 });
    // Wait for the data, not the loading state.
    await expect(app.page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
  }

  for (const section of SECTIONS) {
    test(`${section.tab} section and its form`, async ({ app, page }) => {
      await app.login();
      await openSection(app, section.tab, section.heading);
      await expectNoSeriousViolations(page, section.tab);
      await page.getByRole('button', { name: section.form }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, `${section.tab} form`);
    });
  }

  // The sections without a form, and their details: one sign-in.
  test('volunteers, messages and contact forms, with the volunteer and message details', async ({ app, page }) => {
    await app.login();
    await openSection(app, 'contact-forms', 'Contact Forms');
    await expectNoSeriousViolations(page, 'contact-forms');
    await openSection(app, 'volunteers', 'Volunteers');
    await expectNoSeriousViolations(page, 'volunteers');
    await page.getByRole('row').filter({ hasText: 'Aisha Khan' }).getByRole('button', { name: 'View' }).click();
    await expect(page.getByRole('dialog', { name: 'Volunteer Details' })).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousViolations(page, 'volunteer details');
    await openSection(app, 'contacts', 'Messages');
    await expectNoSeriousViolations(page, 'contacts');
    await page.getByRole('article', { name: 'Hina Javed' }).getByRole('button', { name: 'View' }).click();
    await expect(page.getByRole('dialog', { name: 'Message Details' })).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousViolations(page, 'message details');
  });

  test('/admin/blog-posts and /banner-preview', async ({ app, page }) => {
    await app.login();
    await app.goto('/admin/blog-posts');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Blog Posts' })).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousViolations(page, '/admin/blog-posts');
    await app.goto('/banner-preview/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Give Hope to Children in Need' })).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousViolations(page, '/banner-preview/1');
  });
});
