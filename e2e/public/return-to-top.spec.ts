// Issue 16, item 7: after the success dialog's Continue, the reset form's top is in view (clear of
// the sticky header) and its first heading has the focus, on a phone and on a desktop.
import type { Locator } from '@playwright/test';
import { fillCard, reachPayment } from '../donate-wizard';
import { expect, test } from '../fixtures';
import { fillByLabel } from '../form-steps';

/** The form's top edge is on screen and nothing (the sticky header) covers it. */
async function expectTopInView(form: Locator) {
  await expect
    .poll(() =>
      form.evaluate((el) => {
        const rect = el.getBoundingClientRect();
        if (rect.top < 0 || rect.top >= window.innerHeight) return `off screen at ${Math.round(rect.top)}`;
        const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + 2);
        return hit && el.contains(hit) ? 'in view' : `covered by <${hit?.tagName.toLowerCase()}>`;
      }),
    )
    .toBe('in view');
}

for (const viewport of [
  { width: 360, height: 760 },
  { width: 1280, height: 860 },
]) {
  test.describe(`after Continue at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the donate wizard is back at its top with the heading focused', async ({ app, page }) => {
      await app.goto('/donate', { reset: true });
      const steps = page.getByRole('list', { name: 'Donation steps' });
      await reachPayment(page, '$25', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.top@example.com' });
      await fillCard(page, { name: 'ADA LOVELACE', number: '4242424242424242', expiry: '10/33', cvv: '123' });
      await page.getByRole('button', { name: 'Donate Now' }).click();

      const thanks = page.getByRole('dialog', { name: 'Thank You!' });
      await thanks.getByRole('button', { name: 'Continue' }).click();
      await expect(thanks).toBeHidden();
      await expect(page.getByRole('heading', { level: 2, name: /Choose Your Donation/ })).toBeFocused();
      await expectTopInView(steps);
    });

    test('the volunteer form is back at its top with the heading focused', async ({ app, page }) => {
      await app.goto('/volunteer', { reset: true });
      const steps = page.getByRole('list', { name: 'Application steps' });
      await fillByLabel(page, { Name: 'Leo Martins', Email: 'leo.top@example.com', Phone: '07700 900444', Address: '12 Whitechapel Road, London' });
      await page.getByRole('button', { name: 'Next' }).click();
      await fillByLabel(page, { Skills: 'driving', Motivation: 'I want to help.' });
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Availability').selectOption('Both');
      await page.getByRole('button', { name: 'Submit Application' }).click();

      const dialog = page.getByRole('dialog', { name: 'Application Received!' });
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 2, name: /Step 1 of 3/ })).toBeFocused();
      await expectTopInView(steps);
    });
  });
}
