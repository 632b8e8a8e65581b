// A complete QA test against the static build, written as a QA engineer outside the team would:
// plain @playwright/test, the switches in the URL, the backend driven through window.__backend.
// It pins the clock, forces a donation failure, checks the spec's failure text, and reads from the
// request log what the app sent. Copy it as the start of your own tests (README, "QA toolkit").
import { expect, test, type Page } from '@playwright/test';
import type {} from '../../mocks/qa/backend-types';
import { fillByLabel } from '../form-steps';

/** Opens an app path with QA switches, then waits until the in-browser backend answers. */
async function open(page: Page, path: string, switches: Record<string, string>) {
  await page.goto(`${path}?${new URLSearchParams(switches)}`);
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready');
  await page.evaluate(() => window.__backend!.ready);
}

test('a failed donation keeps the form, and the app sent only the last four card digits', async ({ page }) => {
  await open(page, 'donate', {
    reset: '1', // the seed data, whatever an earlier test left
    now: '2031-03-01T09:00:00Z', // the clock every date comes from
    fault: 'POST:/api/donations:500', // only this call fails
    popups: 'off', // the donation popup would open over the form after 2 s
  });
  await page.evaluate(() => window.__backend!.clearRequests());
  await expect(page.getByRole('contentinfo')).toContainText('2031');

  await page.getByRole('button', { name: '$50', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await fillByLabel(page, { 'First Name': 'Amina', 'Last Name': 'Yusuf', Email: 'amina.qa@example.com', Phone: '+44 7700 900123' });
  await fillByLabel(page, { Address: '1 High Street, Leeds, United Kingdom' });
  await page.getByRole('button', { name: 'Next' }).click();
  await fillByLabel(page, { 'Name on Card': 'A YUSUF', 'Card Number': '4242 4242 4242 4242', 'Expiry Date': '12/33', CVV: '123' });
  await page.getByRole('button', { name: 'Donate Now' }).click();

  // The spec's text for a failed donation; the form keeps what the donor typed.
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Failed to process donation. Please try again.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Name on Card')).toHaveValue('A YUSUF');

  // What the app sent, from the backend's request log.
  const requests = await page.evaluate(() => window.__backend!.requests());
  const donation = requests.find((r) => r.method === 'POST' && r.path === '/api/donations');
  expect(donation?.status).toBe(500);
  expect(donation?.body).toMatchObject({ amount: 50, donor_email: 'amina.qa@example.com', card_last4: '4242', card_name: 'A YUSUF' });
  expect(JSON.stringify(donation?.body)).not.toContain('4242 4242');
  expect(JSON.stringify(donation?.body)).not.toContain('"123"');
});
