import { expect, test } from '../fixtures';
import { answer, openAddForm, openSection, pngFile } from './admin-b-helpers';

test.describe('admin banners', () => {
  test('adds a banner with an uploaded PNG; it survives a reload and shows on the public home', async ({ app, page }) => {
    // Several page loads and a reload: give it room on a busy machine.
    test.slow();
    const dialog = await openAddForm(app, 'banner', /Banner/, 'Add Banner');
    await dialog.getByLabel('Image', { exact: true }).setInputFiles(pngFile('hero.png'));
    await expect(dialog.getByRole('img', { name: 'Background image preview' })).toBeVisible();
    await dialog.getByLabel('Heading', { exact: true }).fill('Winter Warmth Appeal');
    await dialog.getByLabel('Sub Heading').fill('Blankets for 500 families');
    await dialog.getByLabel('Description').fill('Help us deliver warm blankets before the first frost.');
    await dialog.getByLabel('Button Text').fill('Give a Blanket');
    await dialog.getByLabel('Button Link').fill('/donate');
    await dialog.getByRole('button', { name: 'Save Banner' }).click();
    await answer(page, 'Banner added successfully!', 'OK');
    await expect(dialog).toHaveCount(0);
    const row = page.getByRole('row').filter({ hasText: 'Winter Warmth Appeal' });
    await expect(row).toBeVisible();

    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: 'Winter Warmth Appeal' })).toBeVisible({ timeout: 15_000 });
    // The stored image is served back by the mock.
    const thumb = page.getByRole('row').filter({ hasText: 'Winter Warmth Appeal' }).locator('img');
    await expect(thumb).toHaveAttribute('src', /\/charity\/uploads\/\d+\.png$/);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await app.goto('/');
    // The newest active banner is the first slide of the hero.
    const hero = page.getByRole('region', { name: 'Featured campaigns' });
    await expect(hero.getByRole('heading', { level: 1, name: 'Winter Warmth Appeal' })).toBeVisible({ timeout: 15_000 });
    await expect(hero.getByRole('link', { name: 'Give a Blanket' })).toBeVisible();
  });

  test('an upload the server fails (?fault=) falls back to the image inlined, and the banner is saved', async ({ app, page }) => {
    app.allowedErrors.push(/status of 500/);
    await openSection(app, 'banner', /Banner/);
    await app.goto('/admin/dashboard?tab=banner&fault=POST:/api/admin/upload:500');
    await page.getByRole('button', { name: 'Add Banner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Banner' });
    await dialog.getByLabel('Image', { exact: true }).setInputFiles(pngFile('inline.png'));
    await dialog.getByLabel('Heading', { exact: true }).fill('Inline Image Appeal');
    await dialog.getByLabel('Description').fill('Saved although the upload failed.');
    await dialog.getByRole('button', { name: 'Save Banner' }).click();
    await answer(page, 'Banner added successfully!', 'OK');
    const thumb = page.getByRole('row').filter({ hasText: 'Inline Image Appeal' }).locator('img');
    await expect(thumb).toHaveAttribute('src', /^data:image\/png;base64,/);
  });
});
