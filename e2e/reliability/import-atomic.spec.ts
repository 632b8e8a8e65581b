// The demo import is all or nothing across the backend's store and this page's localStorage: with
// the page's storage too full for the file's events, nothing changes anywhere and the panel says so,
// with the backend in its service worker and in the page alike. The same holds for an import sent to
// the API directly, as a QA script or the api-server's users send it: never 200 with part of the
// file left out (before, the worker answered 200 and kept the events only in its own copy, which the
// page's old ones replaced at the next reload, while the contacts were already replaced).
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

type DemoDoc = { collections: { contacts: unknown[]; donations: unknown[] }; local: { events: { title: string; content: string }[] } };

/** The file: one contact, and a first event whose text takes `size` characters. */
async function fileOf(page: Page, token: string, size: number): Promise<DemoDoc> {
  const doc = (await api<DemoDoc>(page, 'GET', '/api/demo/export', { token })).body!.data!;
  doc.collections.contacts = doc.collections.contacts.slice(0, 1);
  doc.local.events[0].title = 'Imported title';
  doc.local.events[0].content = 'y'.repeat(size);
  return doc;
}

/** What the import may change: the contacts the backend serves, the page's events, and both after a reload. */
async function state(page: Page, token: string) {
  const contacts = (await api<unknown[]>(page, 'GET', '/api/contact-forms/admin', { token })).body!.data!.length;
  const events = await page.evaluate(() => localStorage.getItem('events'));
  const served = (await api<{ title: string }[]>(page, 'GET', '/api/events', {})).body!.data!.map((event) => event.title);
  return { contacts, events, served };
}

const removeFiller = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('filler-'))
      .forEach((key) => localStorage.removeItem(key)),
  );

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

      await page
        .getByLabel('Import File')
        .setInputFiles({ name: 'demo.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(doc)) });
      await page.getByRole('button', { name: 'Import Data' }).click();
      await expect(page.getByText(STORAGE_FULL)).toBeVisible();

      await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith('filler-'))
          .forEach((key) => localStorage.removeItem(key)),
      );
      expect(await page.evaluate(() => localStorage.getItem('events'))).toBe(eventsBefore);
      const after = await api<unknown[]>(page, 'GET', '/api/donations/admin', { token });
      expect(after.body!.data!.length).toBe(donations);
      const exported = await api<{ local: { events: { title: string }[] } }>(page, 'GET', '/api/demo/export', { token });
      expect(exported.body!.data!.local.events.map((event) => event.title)).not.toContain('Imported title');
    });

    test('an import sent to the API whose events do not fit this page is refused and changes nothing, also after a reload', async ({ app, page }) => {
      test.slow();
      // The refusal is expected, and the browser logs it.
      app.allowedErrors.push(/status of (413|507)/);
      await app.goto('/', { reset: true });
      const token = await adminToken(page);
      const doc = await fileOf(page, token, 40_000);
      const before = await state(page, token);
      await fillLocalStorage(page, 20_000);

      const answer = await api(page, 'POST', '/api/demo/import', { token, json: doc });
      // 507 when this page's storage refuses the events; 413 when the backend sees they cannot fit (its own localStorage).
      expect([413, 507], answer.body?.message).toContain(answer.status);
      expect(answer.body?.message).toMatch(/Nothing was changed\.$/);

      await removeFiller(page);
      expect(await state(page, token)).toEqual(before);
      await app.goto('/');
      expect(await state(page, token)).toEqual(before);
    });

    test('an import sent to the API that fits answers 200 with all of it applied, also after a reload', async ({ app, page }) => {
      test.slow();
      await app.goto('/', { reset: true });
      const token = await adminToken(page);
      const doc = await fileOf(page, token, 1_000);

      const answer = await api(page, 'POST', '/api/demo/import', { token, json: doc });
      expect(answer.status, answer.body?.message).toBe(200);

      const imported = JSON.parse((await page.evaluate(() => localStorage.getItem('events')))!) as { title: string }[];
      expect(imported[0].title).toBe('Imported title');
      await app.goto('/');
      const after = await state(page, token);
      expect(after.contacts).toBe(1);
      expect(after.served).toContain('Imported title');
      expect(JSON.parse(after.events!)).toEqual(imported);
    });
  });
}

test('with the backend in the service worker, an import from a document that never started the app is refused: no page keeps its events', async ({
  app,
  page,
}) => {
  test.slow();
  app.allowedErrors.push(/status of 503/);
  await app.goto('/', { reset: true });
  const token = await adminToken(page);
  const doc = await fileOf(page, token, 1_000);
  const before = await state(page, token);
  // A document in the worker's scope that is not the app: nobody there can take the file's localStorage part.
  await page.goto('openapi.json');
  const answer = await api(page, 'POST', '/api/demo/import', { token, json: doc });
  expect(answer.status, answer.body?.message).toBe(503);
  expect(answer.body?.message).toMatch(/Nothing was changed\.$/);
  await app.goto('/');
  expect(await state(page, token)).toEqual(before);
});
