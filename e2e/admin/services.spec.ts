import { expect, test } from '../fixtures';
import { answer, openSection } from './admin-b-helpers';

test.describe('admin services', () => {
  test('a deactivated service disappears from /services', async ({ app, page }) => {
    // Several page loads and a reload: give it room on a busy machine.
    test.slow();
    await openSection(app, 'services', /Services/);
    const row = page.getByRole('row').filter({ hasText: 'Medical Aid' });
    await row.getByRole('button', { name: 'Toggle status' }).click();
    await answer(page, 'Do you want to deactivate "Medical Aid"?', 'Deactivate');
    await answer(page, 'Service deactivated successfully!', 'OK');
    await expect(row.getByText('Inactive')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: 'Medical Aid' }).getByText('Inactive')).toBeVisible({ timeout: 15_000 });

    await app.goto('/services');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.getByRole('heading', { name: "Children's Education" })).toBeVisible({ timeout: 15_000 });
    await expect(cards).toHaveCount(5);
    await expect(cards.getByRole('heading', { name: 'Medical Aid' })).toHaveCount(0);
  });
});
