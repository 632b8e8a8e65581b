// Issue 16, item 5: at 360 px every control a finger uses has a hit area of at least 44×44 px
// (links inside running text excepted). The scan is e2e/tap-targets.ts.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { smallTapTargets } from '../tap-targets';

const SEED_POST = 1736935200000;

const PAGES: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
  {
    path: '/',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Featured services' }).getByRole('button', { name: 'Next services' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Moments of Hope' }).getByRole('button').first()).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Recent donors' }).getByRole('button', { name: 'Close' })).toBeVisible();
    },
  },
  { path: '/about', ready: (page) => expect(page.getByRole('heading', { name: 'Our Programs' })).toBeVisible() },
  { path: '/services', ready: (page) => expect(page.getByRole('main').getByRole('article')).toHaveCount(6) },
  { path: '/events', ready: (page) => expect(page.getByRole('main').getByRole('article')).toHaveCount(2) },
  { path: '/category/education', ready: (page) => expect(page.getByRole('main').getByRole('article')).toHaveCount(1) },
  { path: `/blog/${SEED_POST}`, ready: (page) => expect(page.getByRole('heading', { name: 'Key Highlights' })).toBeVisible() },
  { path: '/gallery', ready: (page) => expect(page.getByRole('main').getByRole('button')).toHaveCount(12) },
  { path: '/donate', ready: (page) => expect(page.getByRole('button', { name: '$500' })).toBeVisible() },
  { path: '/volunteer', ready: (page) => expect(page.getByRole('button', { name: 'Next' })).toBeVisible() },
  { path: '/contact', ready: (page) => expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible() },
];

test.describe('tap targets at 360 px: public pages', () => {
  test.use({ viewport: { width: 360, height: 760 } });
  // The recent-donor popup is a control too: keep the popups on, the donation appeal marked seen.
  test.use({ donationPopup: 'donors' });

  for (const { path, ready } of PAGES) {
    test(`${path}: every control is at least 44×44 px`, async ({ app, page }) => {
      await app.goto(path, { reset: true });
      await ready(page);
      expect(await smallTapTargets(page)).toEqual([]);
    });
  }

  test('the open mobile menu: every control is at least 44×44 px', async ({ app, page }) => {
    await app.goto('/about', { reset: true });
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Contact Us' })).toBeVisible();
    expect(await smallTapTargets(page)).toEqual([]);
  });
});
