// The public site's accessibility scans: every page in one loop at 1280 and at 360 px (axe-core,
// and at 360 px the 44×44 px tap targets: e2e/tap-targets.ts), then the states a page reaches only
// by interaction (popups, previews, field messages, the payment step). A browser is needed: both
// measure what is rendered (colour contrast, hit areas, the accessibility tree).
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNoSeriousViolations } from '../axe';
import { fillCard, fillDonor } from '../donate-wizard';
import { smallTapTargets } from '../tap-targets';

const SEED_POST = 1736935200000;

const homeReady = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured services' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latest Events' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Moments of Hope' }).getByRole('button').first()).toBeVisible();
};

/** Every public page, with what shows once its data has loaded. */
const PAGES: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
  { path: '/', ready: homeReady },
  { path: '/about', ready: (page) => expect(page.getByRole('heading', { name: 'Our Programs' })).toBeVisible() },
  { path: '/causes', ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Causes' })).toBeVisible() },
  { path: '/services', ready: (page) => expect(page.getByRole('main').getByRole('article')).toHaveCount(6) },
  { path: '/gallery', ready: (page) => expect(page.getByRole('main').getByRole('button')).toHaveCount(12) },
  { path: '/donate', ready: (page) => expect(page.getByRole('button', { name: '$500' })).toBeVisible() },
  { path: '/events', ready: (page) => expect(page.getByRole('main').getByRole('article')).toHaveCount(2) },
  { path: '/contact', ready: (page) => expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible() },
  { path: '/volunteer', ready: (page) => expect(page.getByRole('button', { name: 'Next' })).toBeVisible() },
  { path: '/category/education', ready: (page) => expect(page.getByRole('main').getByRole('article')).toHaveCount(1) },
  {
    path: `/blog/${SEED_POST}`,
    ready: (page) =>
      expect(
        page
          .getByRole('region', { name: 'Related Posts' })
          .or(page.getByRole('heading', { name: 'Key Highlights' }))
          .first(),
      ).toBeVisible(),
  },
];

test.describe('every public page', () => {
  // The recent-donor popup is a control too: the popups on, the donation appeal marked seen.
  test.use({ donationPopup: 'donors' });
  // The recent-donor popup turns every 15 s with a 300 ms fade: a turn that starts during a scan
  // would be measured half-transparent. Reduced motion makes the turn instant (global.css).
  test.use({ reducedMotion: 'reduce' });
  test.describe.configure({ timeout: 240_000 });

  test('at 1280 px: inside the public chrome, with no serious or critical axe violation', async ({ app, page }) => {
    for (const { path, ready } of PAGES) {
      await app.goto(path);
      await ready(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectNoSeriousViolations(page, path);
    }
  });

  test('at 360 px: no serious or critical axe violation, and every control at least 44×44 px', async ({ app, page }) => {
    await page.setViewportSize({ width: 360, height: 760 });
    for (const { path, ready } of PAGES) {
      await app.goto(path);
      await ready(page);
      if (path === '/') await expect(page.getByRole('complementary', { name: 'Recent donors' }).getByRole('button', { name: 'Close' })).toBeVisible();
      await expectNoSeriousViolations(page, path);
      expect.soft(await smallTapTargets(page), `${path}: controls under 44×44 px`).toEqual([]);
    }
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Contact Us' })).toBeVisible();
    expect(await smallTapTargets(page), 'the open mobile menu').toEqual([]);
  });
});

test('the payment step, its messages and the Thank You modal have no serious or critical violation', async ({ app, page }) => {
  await app.goto('/donate');
  await page.getByRole('button', { name: '$25', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Donate Now' }).click();
  await expect(page.getByText('CVV is required')).toBeVisible();
  await expectNoSeriousViolations(page, 'payment step with messages');

  await page.getByRole('button', { name: 'Review Details' }).click();
  await fillDonor(page, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
  await page.getByRole('button', { name: 'Next' }).click();
  await fillCard(page, { name: 'ADA LOVELACE', number: '4242424242424242', expiry: '10/33', cvv: '123' });
  await page.getByRole('button', { name: 'Donate Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank You!' })).toBeVisible();
  await expectNoSeriousViolations(page, 'Thank You');
});

test('the volunteer form with messages, at 360 px, has no serious or critical violation', async ({ app, page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await app.goto('/volunteer');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test.describe('with the donation popup', () => {
  test.use({ donationPopup: 'show' });

  test('the open donation popup and the gallery preview have no serious or critical violation', async ({ app, page }) => {
    await page.clock.install();
    await app.goto('/gallery');
    await page.clock.runFor(2000);
    const popup = page.getByRole('dialog', { name: 'Make a Difference Today' });
    await expect(popup).toBeVisible();
    await expectNoSeriousViolations(page, 'donation popup');
    await popup.getByRole('button', { name: 'Maybe Later' }).click();

    await page.getByRole('main').getByRole('button').first().click();
    await expect(page.getByRole('button', { name: 'Next image' })).toBeVisible();
    await expectNoSeriousViolations(page, 'gallery preview');
  });
});
