import { expect, test } from '../fixtures';
import { answer, openAddForm, pngFile } from './admin-b-helpers';

test.describe('admin gallery', () => {
  test('adds an image and deletes it, each surviving a reload', async ({ app, page }) => {
    // Several page loads and a reload: give it room on a busy machine.
    test.slow();
    const dialog = await openAddForm(app, 'gallery', /Gallery/, 'Add New Image');
    await dialog.getByLabel('Image', { exact: true }).setInputFiles(pngFile('tree.png'));
    await dialog.getByLabel('Title').fill('Tree planting day');
    await dialog.getByLabel('Description').fill('Volunteers planted 200 trees.');
    await dialog.getByLabel('Category').selectOption('events');
    await dialog.getByLabel('Featured').check();
    await dialog.getByLabel('Display Order').fill('0');
    await dialog.getByRole('button', { name: 'Upload Image' }).click();
    await answer(page, 'Image uploaded successfully!', 'OK');
    const card = page.getByRole('article', { name: 'Tree planting day' });
    await expect(card).toBeVisible();

    await page.reload();
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => card.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await card.getByRole('button', { name: 'Delete' }).click();
    await answer(page, 'Are you sure you want to delete this image?', 'Delete');
    await answer(page, 'Image deleted successfully!', 'OK');
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('article', { name: 'Our field team' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('article', { name: 'Tree planting day' })).toHaveCount(0);
  });
});
