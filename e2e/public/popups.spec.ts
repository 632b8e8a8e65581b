// The donation popup in a real browser: its code arrives over the network after the 2 s timer
// (Suspense reveals it on a timer of its own), and it holds the page still behind it. What it
// shows, when and where it opens, and how it waits for other dialogs: src/app/layouts/popups.test.tsx.
import type { Locator, Page } from '@playwright/test';
import { expect, test, type App } from '../fixtures';

/**
 * Stops the page clock a moment from now, so the test decides when timers fire. On a loaded
 * machine that moment can pass before the pause arrives ("Cannot fast-forward to the past"): then
 * it takes a new one.
 */
async function pauseClock(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      return await page.clock.pauseAt(now + 250);
    } catch (error) {
      if (attempt === 5 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
}

test.use({ donationPopup: 'show' });

const popupOf = (page: Page) => page.getByRole('dialog', { name: 'Make a Difference Today' });

/** Opens `path` fresh on an installed clock and lets the popup's 2 s pass; returns the popup. */
async function popupAfterVisit(app: App, page: Page, path: string): Promise<Locator> {
  await page.clock.install();
  await app.goto(path, { reset: true });
  await page.clock.runFor(2000);
  return popupOf(page);
}

/** The popup closed and is marked seen for the tab session. */
async function expectClosedAndSeen(page: Page, dialog: Locator) {
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('donationPopupSeen'))).toBe('true');
}

test.describe('donation popup', () => {
  test('opens 2 s after the first visit; Maybe Later marks it seen for the session', async ({ app, page }) => {
    await page.clock.install();
    await app.goto('/about', { reset: true });
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await pauseClock(page);
    const dialog = popupOf(page);
    await expect(dialog).toHaveCount(0);

    await page.clock.runFor(2000);
    // The timer has fired; the dialog's code arrives by the network, and React reveals it on a
    // timer of its own (Suspense's throttle), which a paused clock would hold back for good.
    await page.clock.resume();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('10,000+')).toBeVisible();
    await expect(dialog.getByText('People Helped')).toBeVisible();
    await expect(dialog.getByText('5,000+')).toBeVisible();
    await expect(dialog.getByText('Donors', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await expectClosedAndSeen(page, dialog);

    // Same tab session: not again, on this page or another.
    await app.goto('/services');
    await page.clock.runFor(5000);
    await expect(dialog).toHaveCount(0);
  });

  test('holds the page behind it still, and lets it scroll again once closed', async ({ app, page }) => {
    const dialog = await popupAfterVisit(app, page, '/about');
    await expect(dialog).toBeVisible();
    // The wheel over the backdrop, beside the dialog.
    await page.mouse.move(5, 5);
    await page.mouse.wheel(0, 600);
    await page.clock.runFor(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});
