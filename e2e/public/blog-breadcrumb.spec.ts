// Issue 16, item 9a: a post's breadcrumb names the post.
import { expect, test } from '../fixtures';

test('the blog breadcrumb shows the post title, not "Blog Details"', async ({ app, page }) => {
  await app.goto('/blog/1736935200000', { reset: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Back to School Drive 2026' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Back to School Drive 2026']);
});
