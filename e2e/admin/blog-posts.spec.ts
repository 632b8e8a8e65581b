import { expect, test } from '../fixtures';
import { openSection } from './admin-b-helpers';
import { fillByLabel } from '../form-steps';

test.describe('admin blog posts', () => {
  test('a new post shows on /events', async ({ app, page }) => {
    // Several page loads and a reload: give it room on a busy machine.
    test.slow();
    await openSection(app, 'blog-posts', 'Blog Posts');
    await page.getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Post' });
    await dialog.getByLabel('Title').fill('Community Iftar 2026');
    await dialog.getByLabel('Category').selectOption('Education');
    await fillByLabel(dialog, { Date: '2026-03-20', 'Short Description': 'An evening meal for 400 neighbours.' });
    await fillByLabel(dialog, { Content: 'Join us for the community iftar.\n\nEveryone is welcome.', 'Image URL': '/images/events/event-1.jpg' });
    await fillByLabel(dialog, { Tags: 'community, ramadan', Highlights: '400 meals, Open to all' });
    await dialog.getByRole('button', { name: 'Publish Post' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: 'Community Iftar 2026' })).toBeVisible();

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('events') ?? '[]') as Array<Record<string, unknown>>);
    expect(stored[0]).toMatchObject({ title: 'Community Iftar 2026', slug: 'community-iftar-2026', isLatest: true, tags: ['community', 'ramadan'] });

    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: 'Community Iftar 2026' })).toBeVisible({ timeout: 15_000 });

    await app.goto('/events');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Community Iftar 2026' }).first()).toBeVisible({ timeout: 15_000 });
    // The seeded Education (5) counts the new post.
    const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Education (6)' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Healthcare (3)' })).toBeVisible();
  });

  test('View opens the post in a new tab', async ({ app, page }) => {
    await openSection(app, 'blog-posts', 'Blog Posts');
    const row = page.getByRole('row').filter({ hasText: 'Back to School Drive 2026' });
    const link = row.getByRole('link', { name: 'View' });
    await expect(link).toHaveAttribute('href', '/charity/blog/1736935200000');
    await expect(link).toHaveAttribute('target', '_blank');
    const [post] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(post.getByRole('heading', { level: 1, name: 'Back to School Drive 2026' })).toBeVisible({ timeout: 15_000 });
    await post.close();
  });
});
