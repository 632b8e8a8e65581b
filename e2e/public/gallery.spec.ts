import { expect, test } from '../fixtures';

test.describe('gallery page', () => {
  test('shows 12 images and a looping full-size preview', async ({ app, page }) => {
    await app.openPage('/gallery', 'Gallery');
    const thumbs = page.getByRole('main').getByRole('button');
    await expect(thumbs).toHaveCount(12);
    const names = await thumbs.evaluateAll((buttons) => buttons.map((b) => b.querySelector('img')!.alt));

    await thumbs.last().click();
    const dialog = page.getByRole('dialog', { name: names[11] });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Image 12 of 12')).toBeVisible();
    expect(await dialog.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(page.getByRole('dialog', { name: names[0] })).toBeVisible();
    await page.getByRole('button', { name: 'Previous image' }).click();
    await expect(page.getByRole('dialog', { name: names[11] })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: names[0] })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('shows 12 placeholder images when the gallery cannot load', async ({ app, page }) => {
    app.allowedErrors.push(/status of 500/);
    await app.goto('/gallery', { scenario: 'api-down' });
    const thumbs = page.getByRole('main').getByRole('button');
    await expect(thumbs).toHaveCount(12);
    await expect(thumbs.first().getByRole('img')).toHaveAccessibleName('Walking to school together');
    await thumbs.nth(1).click();
    await expect(page.getByRole('dialog', { name: 'Food drive volunteers' })).toBeVisible();
  });

  test('says so when the gallery is empty', async ({ app, page }) => {
    await app.goto('/gallery', { scenario: 'empty' });
    await expect(page.getByText('No images in the gallery yet.')).toBeVisible();
  });
});
