// Issue #24, "Nothing is lost": posts a visitor (or QA) stored under localStorage `events` show on
// /events whatever their images are, and the stored value is never rewritten by the app.
import { expect, test } from '../fixtures';
import { makeEvents } from './public-b-helpers';

const SVG = "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' width='12' height='7'><rect width='12' height='7' fill='%23c33'/></svg>";
const MISSING = '/images/events/missing-404.jpg';

const POSTS = makeEvents(3).map((post, index) => ({
  ...post,
  title: ['Post with an SVG image', 'Post with a relative image path', 'Post with a missing image'][index],
  image: [SVG, 'images/events/event-1.jpg', MISSING][index],
  detailsImage: [SVG, 'images/events/event-1.jpg', MISSING][index],
}));
const WRITTEN = JSON.stringify(POSTS);

test('stored posts with SVG, relative and missing images all show, and storage keeps them as written', async ({ app, page }) => {
  app.allowedErrors.push(/missing-404\.jpg/);
  // Written before the first load only: a reload must find what the app left, not a fresh copy.
  await page.addInitScript((written) => {
    try {
      if (sessionStorage.getItem('qaStoredPostsWritten')) return;
      sessionStorage.setItem('qaStoredPostsWritten', '1');
      localStorage.setItem('events', written);
    } catch {
      // about:blank and the map embed have no storage.
    }
  }, WRITTEN);

  await app.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  const card = (title: string) => page.getByRole('main').getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
  for (const { title } of POSTS) await expect(card(title)).toBeVisible();

  const image = (title: string) => card(title).locator('img');
  const loaded = (title: string) => image(title).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  await expect(image('Post with an SVG image')).toHaveAttribute('src', SVG);
  await expect(image('Post with a relative image path')).toHaveAttribute('src', '/charity/images/events/event-1.jpg');
  await expect(image('Post with a missing image')).toHaveAttribute('src', '/charity/images/placeholder.svg');
  for (const { title } of POSTS) await expect.poll(() => loaded(title)).toBe(true);

  await page.reload();
  await expect(card('Post with a missing image')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('events'))).toBe(WRITTEN);
});
