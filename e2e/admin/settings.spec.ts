// Settings: the theme colour applied on the public site, logos used by the public header, the
// e-mail test and outbox, and the demo panel's export and import.
import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4USGHFTEMLQkAW0ZXgQ0v8OkAAAAASUVORK5CYII=', 'base64');

function cssVar(page: import('@playwright/test').Page, name: string): Promise<string> {
  return page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(), name);
}

test.describe('admin settings', () => {
  test.beforeEach(async ({ app, page }) => {
    await app.login();
    await app.goto('/admin/dashboard?tab=settings');
    await expect(page.getByLabel('Primary Color')).toBeVisible({ timeout: 15_000 });
  });

  test('a saved theme colour is applied on the public site, also in a new visit', async ({ app, page }) => {
    await page.getByLabel('Primary Color').fill('#7a1f5c');
    await page.getByRole('button', { name: 'Save Theme' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Theme settings saved successfully!' })).toBeVisible();
    expect(await cssVar(page, '--color-primary')).toBe('#7a1f5c');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('themeColors') ?? '{}').primaryColor)).toBe('#7a1f5c');
    // The banner goes after 3 s.
    await expect(page.getByText('Theme settings saved successfully!')).toHaveCount(0, { timeout: 5000 });

    await app.goto('/about');
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await cssVar(page, '--color-primary')).toBe('#7a1f5c');

    // A visitor who never stored themeColors gets it from the server too (same browser data).
    await page.evaluate(() => localStorage.removeItem('themeColors'));
    await app.goto('/');
    await expect.poll(() => cssVar(page, '--color-primary')).toBe('#7a1f5c');
  });

  test('new header and sticky logos are used by the public header', async ({ app, page }) => {
    await page.getByRole('tab', { name: 'Logos' }).click();
    await expect(page.getByText('Recommended size: 32x32 px')).toBeVisible();
    await page.getByLabel('Header Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByLabel('Sticky Logo').setInputFiles({ name: 'sticky.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Update Logos' }).click();
    await expect(page.getByText('Logos updated successfully!')).toBeVisible();

    await app.goto('/about');
    const logo = page.getByRole('banner').getByRole('img', { name: 'Hope Foundation' });
    await expect(logo).toHaveAttribute('src', /\/charity\/uploads\/\d+\.png$/);
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('e-mail settings are saved and a test e-mail shows in the outbox', async ({ page }) => {
    await page.getByRole('tab', { name: 'Email' }).click();
    await page.getByLabel('SMTP Host').fill('mail.example.org');
    await page.getByRole('button', { name: 'Save Email Settings' }).click();
    await expect(page.getByText('Email settings saved successfully!')).toBeVisible();
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await expect(page.getByText('Test email sent successfully!')).toBeVisible();
    const outbox = page.getByRole('region', { name: 'Outbox' });
    await expect(outbox.getByText('Test email from Hope Foundation')).toBeVisible();

    await page.reload();
    await page.getByRole('tab', { name: 'Email' }).click();
    await expect(page.getByLabel('SMTP Host')).toHaveValue('mail.example.org');
    await expect(page.getByRole('region', { name: 'Outbox' }).getByText('Test email from Hope Foundation')).toBeVisible();
  });

  test('demo data: export downloads JSON; a bad file is refused with a clear message', async ({ page }) => {
    await page.getByRole('tab', { name: 'Demo Data' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const doc = JSON.parse(readFileSync(await download.path(), 'utf8')) as { format: string };
    expect(doc.format).toBe('hope-foundation-demo');

    await page.getByLabel('Import File').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{ nope') });
    await page.getByRole('button', { name: 'Import Data' }).click();
    await expect(page.getByText('This file is not valid JSON, so it is not a demo export. Nothing was changed.')).toBeVisible();
  });
});

test.describe('settings as a moderator', () => {
  test('saves, the test e-mail and demo reset, scenario and import are disabled with the reason; export stays', async ({ app, page }) => {
    await app.login('moderator', 'moderator123');
    await app.goto('/admin/dashboard?tab=settings');
    await expect(page.getByRole('button', { name: 'Save Theme' })).toBeDisabled({ timeout: 15_000 });
    await expect(page.getByLabel('Primary Color')).toBeDisabled();
    await page.getByRole('tab', { name: 'Email' }).click();
    await expect(page.getByRole('button', { name: 'Save Email Settings' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Send Test Email' })).toBeDisabled();
    // Written on the page, beside the email form, then each of the three demo blocks in their tab.
    await expect(page.getByText('Only administrators can do this.')).toBeVisible();
    await page.getByRole('tab', { name: 'Demo Data' }).click();
    for (const name of ['Reset Demo Data', 'Apply Scenario', 'Import Data']) await expect(page.getByRole('button', { name })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Export Data' })).toBeEnabled();
    await expect(page.getByText('Only administrators can do this.')).toHaveCount(3);
    for (const note of await page.getByText('Only administrators can do this.').all()) await expect(note).toBeVisible();
  });
});
