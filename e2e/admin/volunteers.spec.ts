import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { answer, openSection } from './admin-b-helpers';

test.describe('admin volunteers', () => {
  test('approving a volunteer survives a reload', async ({ app, page }) => {
    await openSection(app, 'volunteers', 'Volunteers');
    const row = page.getByRole('row').filter({ hasText: 'Fatima Zahra' });
    await row.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(row.getByText('Approved', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: 'Fatima Zahra' }).getByText('Approved', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
  });

  test('deleting asks first and survives a reload', async ({ app, page }) => {
    await openSection(app, 'volunteers', 'Volunteers');
    await page.getByRole('row').filter({ hasText: 'Mei Lin' }).getByRole('button', { name: 'Delete' }).click();
    await answer(page, 'Are you sure you want to delete this volunteer?', 'Delete');
    await expect(page.getByRole('row').filter({ hasText: 'Mei Lin' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: 'Aisha Khan' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('row').filter({ hasText: 'Mei Lin' })).toHaveCount(0);
  });

  test('downloads the application as a PDF, also for a volunteer without skills or experience', async ({ app, page }) => {
    await openSection(app, 'volunteers', 'Volunteers');
    for (const [name, file] of [
      ['Aisha Khan', 'Aisha_Khan_Application.pdf'],
      ['Fatima Zahra', 'Fatima_Zahra_Application.pdf'],
    ] as const) {
      const row = page.getByRole('row').filter({ hasText: name });
      const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Download PDF' }).click()]);
      expect(download.suggestedFilename()).toBe(file);
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });
});
