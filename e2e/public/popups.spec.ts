// The donation popup in a real browser: its code arrives over the network after the 2 s timer
// (Suspense reveals it on a timer of its own), and it holds the page still behind it. What it
// shows, when and where it opens, and how it waits for other dialogs: src/app/layouts/popups.test.tsx.
import type { Locator, Page } from '@playwright/test';
import { expect, test, type App } from '../fixtures';

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
  test('opens on a first visit, its code loaded over the network; Maybe Later marks it seen for the session', async ({ app, page }) => {
    // Its 2 s, and not again in the tab session: popups.test.tsx (fake timers). Here the real page
    // loads the dialog's code when it is due and React reveals it.
    await app.goto('/about');
    const dialog = popupOf(page);
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByText('10,000+')).toBeVisible();
    await expect(dialog.getByText('People Helped')).toBeVisible();
    await expect(dialog.getByText('5,000+')).toBeVisible();
    await expect(dialog.getByText('Donors', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await expectClosedAndSeen(page, dialog);
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
