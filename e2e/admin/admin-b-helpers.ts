// Shared steps of the admin-b journeys: sign in, open a dashboard section, answer dialogs, files.
import type { Page } from '@playwright/test';
import { expect, type App } from '../fixtures';

/** A real 8x8 PNG (the mock checks the magic number; the browser must be able to draw it). */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4USGHFTEMLQkAW0ZXgQ0v8OkAAAAASUVORK5CYII=', 'base64');

export function pngFile(name = 'upload.png') {
  return { name, mimeType: 'image/png', buffer: PNG };
}

/** Signs in and opens /admin/dashboard?tab=<tab>, waiting for the section's heading. */
export async function openSection(app: App, tab: string, heading: string | RegExp) {
  await app.login();
  await app.goto(`/admin/dashboard?tab=${tab}`);
  await expect(app.page.getByRole('heading', { level: 2, name: heading })).toBeVisible({ timeout: 15_000 });
}

/** Opens a section as openSection does, then its form named like the button that opens it ('Add Banner'). */
export async function openAddForm(app: App, tab: string, heading: string | RegExp, form: string) {
  await openSection(app, tab, heading);
  await app.page.getByRole('button', { name: form }).click();
  return app.page.getByRole('dialog', { name: form });
}

/** Clicks `button` in the alert or confirmation dialog that shows `text`. */
export async function answer(page: Page, text: string, button: string) {
  const dialog = page.getByRole('alertdialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}
