// The demo import is all or nothing across the backend's store and this page's localStorage: with
// the page's storage too full for the file's events, nothing changes anywhere and the panel says so,
// with the backend in its service worker and in the page alike.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { adminToken, api } from './reliability-helpers';

const STORAGE_FULL = "The browser's storage is full, so the demo data could not be imported. Nothing was changed.";

/** Fills this origin's localStorage under a key of its own until less than `free` characters are left. */
async function fillLocalStorage(page: Page, free: number) {
  await page.evaluate((free) => {
    let size = 1 << 20;
    let index = 0;
    while (size >= free) {
      try {
        localStorage.setItem(`filler-${index}`, 'x'.repeat(size));
        index += 1;
      } catch {
        size = Math.floor(size / 2);
      }
    }
  }, free);
}

for (const host of ['service worker', 'page'] as const) {
  test.describe(`backend in the ${host}`, () => {
    if (host === 'page') test.use({ serviceWorkers: 'block' });

    test('an import whose events do not fit this page changes nothing, and says so', async ({ app, page }) => {
      test.slow();
      await app.login();
      await app.goto('/admin/dashboard?tab=settings');
      await page.getByRole('tab', { name: 'Demo Data' }).click();
      const token = await adminToken(page);
      const doc = (await api<Record<string, unknown>>(page, 'GET', '/api/demo/export', { token })).body!.data! as {
        collections: { donations: unknown[] };
        local: { events: { title: string; content: string }[] };
      };
      const donations = doc.collections.donations.length;
      // The file: fewer donations, and events larger than the room left in localStorage.
      doc.collections.donations = doc.collections.donations.slice(1);
      doc.local.events[0].title = 'Imported title';
      doc.local.events[0].content = 'y'.repeat(40_000);
      const eventsBefore = await page.evaluate(() => localStorage.getItem('events'));
      await fillLocalStorage(page, 20_000);

      await page.getByLabel('Import File').setInputFiles({ name: 'demo.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(doc)) });
      await page.getByRole('button', { name: 'Import Data' }).click();
      await expect(page.getByText(STORAGE_FULL)).toBeVisible();

      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('filler-')).forEach((key) => localStorage.removeItem(key)));
      expect(await page.evaluate(() => localStorage.getItem('events'))).toBe(eventsBefore);
      const after = await api<unknown[]>(page, 'GET', '/api/donations/admin', { token });
      expect(after.body!.data!.length).toBe(donations);
      const exported = await api<{ local: { events: { title: string }[] } }>(page, 'GET', '/api/demo/export', { token });
      expect(exported.body!.data!.local.events.map((event) => event.title)).not.toContain('Imported title');
    });
  });
}
