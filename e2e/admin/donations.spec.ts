// Admin donations: filter, search, details, PDF receipts, bulk delete kept after a reload.
import { expect, test } from '../fixtures';

test.describe('admin donations', () => {
  test.beforeEach(async ({ app, page }) => {
    await app.login();
    await app.goto('/admin/dashboard?tab=donations');
    await expect(page.getByRole('rowheader').first()).toBeVisible({ timeout: 15_000 });
  });

  test('bulk delete after confirmation persists across a reload', async ({ page }) => {
    const table = page.getByRole('table', { name: 'Donations' });
    await expect(table.getByRole('rowheader')).toHaveCount(10);
    const firstTwo = [
      (await table.getByRole('rowheader').nth(0).locator('.donations-cell__main').textContent()) ?? '',
      (await table.getByRole('rowheader').nth(1).locator('.donations-cell__main').textContent()) ?? '',
    ];
    const donors = page.getByText('Total Donors', { exact: true }).locator('..');
    await expect(donors).toContainText('100');

    await table.getByRole('row').nth(1).getByRole('checkbox', { name: 'Select row' }).check();
    await table.getByRole('row').nth(2).getByRole('checkbox', { name: 'Select row' }).check();
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    const confirm = page.getByRole('alertdialog').filter({ hasText: 'Are you sure you want to delete selected donations?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(donors).toContainText('98');

    await page.reload();
    await expect(page.getByRole('rowheader').first()).toBeVisible({ timeout: 15_000 });
    await expect(donors).toContainText('98');
    for (const name of firstTwo) await expect(page.getByRole('rowheader', { name })).toHaveCount(0);
  });

  test('select all, filter, search and details', async ({ page }) => {
    const table = page.getByRole('table', { name: 'Donations' });
    await table.getByRole('checkbox', { name: 'Select all' }).check();
    await expect(page.getByText('10 selected')).toBeVisible();
    await table.getByRole('checkbox', { name: 'Select all' }).uncheck();

    await page.getByRole('button', { name: 'Zakat', exact: true }).click();
    await expect(table.getByText('Sadqa', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'All', exact: true }).click();

    await page.getByRole('searchbox', { name: 'Search donations' }).fill('nadia');
    await expect(table.getByRole('rowheader')).toHaveCount(1);
    const row = table.getByRole('row').filter({ hasText: 'Nadia Karim' });
    await row.getByRole('button', { name: 'View Message' }).click();
    await expect(page.getByRole('dialog', { name: 'Donor Message' })).toContainText('Happy to help.');
    await page.keyboard.press('Escape');
    await row.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Donation Details' });
    await expect(details).toContainText('$400');
    await expect(details).toContainText(/\*\*\*\* \*\*\*\* \*\*\*\* \d{4}/);
  });

  test('receipts download as PDFs holding their numbers: one per row, a page each in bulk', async ({ page }) => {
    const { readFileSync } = await import('node:fs');
    const table = page.getByRole('table', { name: 'Donations' });
    const row = table.getByRole('row').filter({ hasText: 'Ibrahim Yilmaz' });
    const [single] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Download Receipt' }).click()]);
    expect(single.suggestedFilename()).toMatch(/^receipt-HF-20\d\d-000100\.pdf$/);
    const number = single.suggestedFilename().slice('receipt-'.length, -'.pdf'.length);
    const pdf = readFileSync(await single.path()).toString('latin1');
    expect(pdf.startsWith('%PDF')).toBe(true);
    expect(pdf).toContain(`(${number}) Tj`);
    expect(pdf).toContain('(Ibrahim Yilmaz) Tj');
    expect(pdf).toMatch(/\(\*\*\*\* \*\*\*\* \*\*\*\* \d{4}\) Tj/);

    await row.getByRole('checkbox', { name: 'Select row' }).check();
    await table.getByRole('row').filter({ hasText: 'Nadia Karim' }).getByRole('checkbox', { name: 'Select row' }).check();
    const [bulk] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Receipts' }).click()]);
    expect(bulk.suggestedFilename()).toMatch(/^receipts-\d{4}-\d{2}-\d{2}\.pdf$/);
    const both = readFileSync(await bulk.path()).toString('latin1');
    expect(both.startsWith('%PDF')).toBe(true);
    expect(both).toContain(`(${number}) Tj`);
    // Nadia Karim's number too: the seed numbers gifts by date, which moves with the clock's day.
    expect(new Set(both.match(/\(HF-20\d\d-\d{6}\) Tj/g))).toHaveProperty('size', 2);
    expect(both).toContain('/Count 2');
  });
});
