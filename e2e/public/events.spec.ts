import { expect, test } from '../fixtures';
import { makeEvents } from './public-b-helpers';

const EVENTS = makeEvents(20);

test.describe('events and blog', () => {
  test.beforeEach(async ({ page }) => {
    // QA's set-up: 20 posts in localStorage before the app loads.
    await page.addInitScript((events) => {
      try {
        localStorage.setItem('events', JSON.stringify(events));
      } catch {
        // about:blank has no storage.
      }
    }, EVENTS);
  });

  test('20 stored events page 9 at a time with Previous, Next and numbers', async ({ app, page }) => {
    await app.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(9);
    await expect(cards.first()).toContainText('Community Event 1');

    const pager = page.getByRole('navigation', { name: 'Events pages' });
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(cards.first()).toContainText('Community Event 10');
    await pager.getByRole('button', { name: '3' }).click();
    await expect(cards).toHaveCount(2);
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect(cards).toHaveCount(9);
  });

  test('the sidebar searches, lists categories with counts and the latest posts', async ({ app, page }) => {
    await app.goto('/events');
    const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
    await sidebar.getByRole('searchbox', { name: 'Search' }).fill('event 17');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Events pages' })).toHaveCount(0);
    await sidebar.getByRole('searchbox', { name: 'Search' }).fill('nothing like this');
    await expect(page.getByText('No events found.')).toBeVisible();

    // No categories were stored: the seed list with its stored counts, not counts of the 20 posts.
    await expect(sidebar.getByRole('link', { name: 'Education (5)' })).toBeVisible();
    const latest = sidebar.getByRole('region', { name: 'Latest Posts' });
    await expect(latest.getByRole('link')).toHaveCount(5);

    await sidebar.getByRole('link', { name: 'Healthcare (3)' }).click();
    await expect(page).toHaveURL(/\/charity\/category\/healthcare$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Healthcare' })).toBeVisible();
    await expect(cards).toHaveCount(5);
    await expect(page.getByRole('navigation', { name: 'Events pages' })).toHaveCount(0);
  });

  test('blog detail shows the post, its gallery and up to 3 related posts', async ({ app, page }) => {
    await app.goto('/events');
    await page.getByRole('main').getByRole('article').first().getByRole('link', { name: 'Community Event 1' }).click();
    await expect(page).toHaveURL(/\/charity\/blog\/1760000000001$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Community Event 1' })).toBeVisible();
    const article = page.getByRole('article', { name: 'Community Event 1' });
    await expect(article.getByText('The first paragraph of event 1.')).toBeVisible();
    await expect(article.getByText('The second paragraph of event 1.')).toBeVisible();
    await expect(article.getByRole('heading', { name: 'Key Highlights' })).toBeVisible();
    await expect(article.getByRole('heading', { name: 'Event Gallery' })).toBeVisible();
    await expect(article.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fcharity%2Fblog%2F1760000000001$/,
    );

    const related = page.getByRole('region', { name: 'Related Posts' });
    await expect(related.getByRole('article')).toHaveCount(3);
    await related.getByRole('link', { name: 'Community Event 5' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Community Event 5' })).toBeVisible();
    // A single-picture post has no Event Gallery.
    await expect(page.getByRole('heading', { name: 'Event Gallery' })).toHaveCount(0);
  });

  test('an unknown blog id redirects to /events', async ({ app, page }) => {
    await app.goto('/blog/424242');
    await expect(page).toHaveURL(/\/charity\/events$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  });
});

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
