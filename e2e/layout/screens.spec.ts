// The screens a stakeholder sees first, as pictures at 360 and 1280 px: a layout regression (a line
// that wraps, a button that loses its width, a card out of its column) shows as a changed picture.
// A browser is needed: this is what Chromium draws. The baselines (screens.spec.ts-snapshots/) are
// drawn by the Debian Chromium CI uses, with its DejaVu fonts; `npx playwright test -c
// e2e/playwright.config.ts e2e/layout --update-snapshots` redraws them after a deliberate change.
// The clock is pinned (QA's ?now=) so the seed's dates, the footer's year and the dashboard's
// figures are the same on any day; reduced motion holds the hero and the slider on their first slide.
import type { Page } from '@playwright/test';
import { expect, test, type App } from '../fixtures';
import { fillDonor } from '../donate-wizard';

const PINNED = '2026-06-15T10:00:00Z';
const WIDTHS = [360, 1280] as const;
const SEED_POST = 1736935200000;

test.use({ reducedMotion: 'reduce' });

/** The picture of what is on screen now, named for the screen and the width. */
async function expectScreen(page: Page, name: string) {
  // Every image on screen has arrived (a lazy one below the fold is not on screen).
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((img) => img.complete || img.getBoundingClientRect().top > window.innerHeight)))
    .toBe(true);
  await expect(page).toHaveScreenshot(`${name}.png`, { animations: 'disabled', maxDiffPixelRatio: 0.002 });
}

/** Opens `path` at `width` on the pinned clock (the first visit pins it for the tab session). */
async function openAt(app: App, width: number, path: string) {
  await app.page.setViewportSize({ width, height: width < 768 ? 760 : 800 });
  const url = new URL(path, 'http://x');
  url.searchParams.set('now', PINNED);
  await app.goto(`${url.pathname}${url.search}`);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test('home, events and a blog post', async ({ app, page }) => {
      await openAt(app, width, '/');
      await expect(page.getByRole('region', { name: 'Featured campaigns' }).getByRole('heading', { level: 1 })).toBeVisible();
      await expectScreen(page, `home-${width}`);

      await openAt(app, width, '/events');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
      await expectScreen(page, `events-${width}`);

      await openAt(app, width, `/blog/${SEED_POST}`);
      await expect(page.getByRole('heading', { name: 'Key Highlights' })).toBeVisible();
      await expectScreen(page, `blog-post-${width}`);
    });

    test('the donate steps and the contact form', async ({ app, page }) => {
      await openAt(app, width, '/donate');
      const wizard = page.getByRole('main');
      await page.getByRole('button', { name: '$25', exact: true }).click();
      await wizard.getByRole('button', { name: 'Next' }).scrollIntoViewIfNeeded();
      await expectScreen(page, `donate-amount-${width}`);
      await wizard.getByRole('button', { name: 'Next' }).click();
      await fillDonor(page, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
      await wizard.getByRole('button', { name: 'Next' }).scrollIntoViewIfNeeded();
      await expectScreen(page, `donate-details-${width}`);
      await wizard.getByRole('button', { name: 'Next' }).click();
      await wizard.getByRole('button', { name: 'Donate Now' }).scrollIntoViewIfNeeded();
      await expectScreen(page, `donate-payment-${width}`);

      await openAt(app, width, '/contact');
      const form = page.getByRole('region', { name: 'How Can We Help?' });
      await form.getByRole('button', { name: 'Send Message' }).scrollIntoViewIfNeeded();
      await expectScreen(page, `contact-form-${width}`);
    });

    test('the admin dashboard, a table and a form dialog', async ({ app, page }) => {
      await openAt(app, width, '/');
      await app.login();
      await expect(page.getByRole('region', { name: 'At a Glance' })).not.toContainText('…');
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
      await expectScreen(page, `admin-dashboard-${width}`);

      await app.goto('/admin/dashboard?tab=donations');
      await expect(page.getByRole('heading', { level: 2, name: 'Donations Management' })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
      await expectScreen(page, `admin-donations-${width}`);

      await app.goto('/admin/dashboard?tab=banner');
      await page.getByRole('button', { name: 'Add Banner' }).click({ timeout: 15_000 });
      const dialog = page.getByRole('dialog', { name: 'Add Banner' });
      await dialog.getByRole('button', { name: 'Save Banner' }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await expectScreen(page, `admin-banner-form-${width}`);
    });
  });
}
