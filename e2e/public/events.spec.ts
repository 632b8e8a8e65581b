import { expect, test } from '../fixtures';

test("a first visit lists the spec's categories: Education 5, Healthcare 3, Charity 4, Environment 2", async ({ app, page }) => {
  await app.goto('/events');
  const categories = page.getByRole('complementary', { name: 'Blog sidebar' }).getByRole('region', { name: 'Categories' });
  await expect(categories.getByRole('link')).toHaveText([/Education\s+\(5\)/, /Healthcare\s+\(3\)/, /Charity\s+\(4\)/, /Environment\s+\(2\)/]);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('categories') ?? 'null') as unknown);
  expect(stored).toEqual([
    { id: 'education', name: 'Education', slug: 'education', count: 5 },
    { id: 'healthcare', name: 'Healthcare', slug: 'healthcare', count: 3 },
    { id: 'charity', name: 'Charity', slug: 'charity', count: 4 },
    { id: 'environment', name: 'Environment', slug: 'environment', count: 2 },
  ]);
  await categories.getByRole('link', { name: 'Charity (4)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Charity' })).toBeVisible();
});

test('the seed events show when nothing is stored', async ({ app, page }) => {
  await app.goto('/events', { reset: true });
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('navigation', { name: 'Events pages' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to School Drive 2026' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Back to School Drive 2026' })).toBeVisible();
});
