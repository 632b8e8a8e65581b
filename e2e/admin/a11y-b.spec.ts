// axe-core scans of the admin-b sections, their forms and pages: no serious or critical violation.
import { expect, test } from '../fixtures';
import { expectNoSeriousViolations } from '../axe';

const SECTIONS: Array<{ tab: string; heading: string | RegExp; form?: string }> = [
  { tab: 'blog-posts', heading: 'Blog Posts', form: 'New Post' },
  { tab: 'volunteers', heading: 'Volunteers' },
  { tab: 'contacts', heading: 'Messages' },
  { tab: 'contact-forms', heading: 'Contact Forms' },
  { tab: 'banner', heading: /Banner/, form: 'Add Banner' },
  { tab: 'services', heading: /Services/, form: 'Add Service' },
  { tab: 'gallery', heading: /Gallery/, form: 'Add New Image' },
];

test.describe('admin-b accessibility', () => {
  for (const section of SECTIONS) {
    test(`${section.tab} section${section.form ? ' and its form' : ''}`, async ({ app, page }) => {
      await app.login();
      await app.goto(`/admin/dashboard?tab=${section.tab}`);
      await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible({ timeout: 15_000 });
      // Wait for the data, not the loading state.
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
      await expectNoSeriousViolations(page, section.tab);
      if (section.form) {
        await page.getByRole('button', { name: section.form }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoSeriousViolations(page, `${section.tab} form`);
      }
    });
  }

  test('volunteer details', async ({ app, page }) => {
    await app.login();
    await app.goto('/admin/dashboard?tab=volunteers');
    await page.getByRole('row').filter({ hasText: 'Aisha Khan' }).getByRole('button', { name: 'View' }).click();
    await expect(page.getByRole('dialog', { name: 'Volunteer Details' })).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousViolations(page, 'volunteer details');
  });

  test('message details', async ({ app, page }) => {
    await app.login();
    await app.goto('/admin/dashboard?tab=contacts');
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
