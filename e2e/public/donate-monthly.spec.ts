// Monthly giving and receipts, from the wizard to the admin: the Frequency radios, 'per month',
// the monthly thank-you line, the gift's PDF receipt, and the admin's Frequency column and filter.
import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';
import { expect, test } from '../fixtures';
import { fillCard, fillDonor } from '../donate-wizard';

/** The downloaded file's bytes as Latin-1 text: the receipt PDFs' text streams are uncompressed. */
async function pdfContent(download: Download): Promise<string> {
  return readFileSync(await download.path()).toString('latin1');
}

test('a monthly gift: wizard, thank-you, its PDF receipt, then the admin column and filter', async ({ app, page }) => {
  await app.goto('/donate', { reset: true });
  const frequency = page.getByRole('radiogroup', { name: 'Frequency' });
  await expect(frequency.getByRole('radio', { name: 'One-time' })).toBeChecked();
  await frequency.getByRole('radio', { name: 'Monthly' }).check();
  await page.getByLabel('Custom Amount').fill('1250');
  await page.getByRole('button', { name: 'Next' }).click();
  await fillDonor(page, { firstName: 'Maryam', lastName: 'Monthly', email: 'maryam.monthly@example.com' });
  await page.getByRole('button', { name: 'Next' }).click();
  await fillCard(page, { name: 'M MONTHLY', number: '4000 0566 5566 5556', expiry: '10/36', cvv: '321' });
  await expect(page.getByRole('region', { name: 'Donation Summary' })).toContainText('$1,250 per month');

  const created = page.waitForResponse((r) => r.url().endsWith('/api/donations') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Donate Now' }).click();
  const { data } = (await (await created).json()) as { data: { id: number; created_at: string; frequency: string } };
  expect(data.frequency).toBe('monthly');
  const number = `HF-${data.created_at.slice(0, 4)}-${String(data.id).padStart(6, '0')}`;

  const thanks = page.getByRole('dialog', { name: 'Thank You!' });
  await expect(thanks).toContainText('Your monthly gift of $1,250 starts today.');
  const [download] = await Promise.all([page.waitForEvent('download'), thanks.getByRole('button', { name: 'Download Receipt' }).click()]);
  expect(download.suggestedFilename()).toBe(`receipt-${number}.pdf`);
  const pdf = await pdfContent(download);
  expect(pdf.startsWith('%PDF')).toBe(true);
  expect(pdf).toContain(`(${number}) Tj`);
  expect(pdf).toContain('(Monthly) Tj');
  expect(pdf).toContain('(**** **** **** 5556) Tj');
  await thanks.getByRole('button', { name: 'Continue' }).click();

  await app.login();
  await app.goto('/admin/dashboard?tab=donations');
  const table = page.getByRole('table', { name: 'Donations' });
  await expect(table.getByRole('rowheader').first()).toBeVisible({ timeout: 15_000 });
  const mine = table.getByRole('row').filter({ hasText: 'Maryam Monthly' });
  await expect(mine).toContainText('Monthly');
  await expect(mine).toContainText('$1,250');

  await page.getByLabel('Frequency').selectOption('Monthly');
  await expect(mine).toBeVisible();
  await expect(table.getByText('One-time', { exact: true })).toHaveCount(0);
  await page.getByLabel('Frequency').selectOption('One-time');
  await expect(mine).toHaveCount(0);
  await expect(table.getByText('Monthly', { exact: true })).toHaveCount(0);
});
