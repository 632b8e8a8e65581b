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

  test('Save on an empty form: one dialog, the fix-the-errors alert inside it, focus on the first invalid field', async ({ app, page }) => {
    await openSection(app, 'services', /Services/);
    await page.getByRole('button', { name: 'Add Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Service' });
    await dialog.getByRole('button', { name: 'Save Service' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fix the errors before submitting');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await expect(dialog.getByText('Image is required')).toBeVisible();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Description is required')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save Service' })).not.toHaveAttribute('aria-busy');
    await expect(dialog.getByRole('button', { name: 'Save Service' })).toBeEnabled();
  });
});
