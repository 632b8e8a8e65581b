import { expect, test } from '../fixtures';
import { answer, openSection } from './admin-b-helpers';

test.describe('admin messages', () => {
  test('Mark as Read survives a reload', async ({ app, page }) => {
    await openSection(app, 'contacts', 'Messages');
    const card = page.getByRole('article', { name: 'Hina Javed' });
    await expect(card.getByText('new', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Mark as Read' }).click();
    await expect(card.getByText('read', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('article', { name: 'Hina Javed' }).getByText('read', { exact: true })).toBeVisible({ timeout: 15_000 });
  });

  test('the Contact Forms tab shows the same messages; delete asks first', async ({ app, page }) => {
    await openSection(app, 'contact-forms', 'Contact Forms');
    await page.getByRole('article', { name: 'Peter Novak' }).getByRole('button', { name: 'Delete' }).click();
    await answer(page, 'Are you sure you want to delete this message?', 'Delete');
    await expect(page.getByRole('article', { name: 'Peter Novak' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('article', { name: 'Hina Javed' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('article', { name: 'Peter Novak' })).toHaveCount(0);
  });
});
