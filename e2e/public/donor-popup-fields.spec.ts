// Issue 16, item 8: on /donate at 360 px the recent-donor popup keeps its spec behaviour but never
// covers a field being filled in (it waits while a form field has the focus), and it sits above
// the bottom bar.
import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

test.describe('recent-donor popup on a phone', () => {
  test.use({ viewport: { width: 360, height: 760 } });
  // Keep the popups on, the donation appeal marked seen.
  test.use({ donationPopup: 'donors' });

  test('it sits above the bottom bar, waits while a field has the focus, and never covers it', async ({ app, page }) => {
    await app.goto('/donate', { reset: true });
    const popup = page.getByRole('complementary', { name: 'Recent donors' });
    const card = popup.getByRole('status');
    await expect(card).toHaveText(/just donated/);

    const bar = await box(page.getByRole('navigation', { name: 'Quick navigation' }));
    const shown = await box(card);
    expect(shown.y + shown.height).toBeLessThanOrEqual(bar.y);

    await page.getByRole('button', { name: 'Next' }).click();
    for (const label of ['First Name', 'Email', 'Phone', 'Address']) {
      const field = page.getByLabel(label);
      await field.scrollIntoViewIfNeeded();
      await field.focus();
      await expect(card).toHaveText('');
      await expect(popup.getByRole('button', { name: 'Close' })).toHaveCount(0);
      const cardBox = await card.boundingBox();
      if (cardBox && cardBox.height > 0) expect(intersects(cardBox, await box(field))).toBe(false);
    }

    // Out of the fields, it shows again, still above the bottom bar.
    await page.getByRole('heading', { level: 2, name: /Your Details/ }).focus();
    await expect(card).toHaveText(/just donated/);
    const back = await box(card);
    expect(back.y + back.height).toBeLessThanOrEqual(bar.y);
  });
});
