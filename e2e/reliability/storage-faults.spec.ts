// Storage faults: corrupt JSON in the spec's localStorage keys, a mock db of an unknown schema
// version or with a corrupt collection, and IndexedDB unavailable. The app must start, show its
// seed or fallback content (or its notice), and keep whatever was stored validly.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { api, countOf, signIn } from './reliability-helpers';

const SEED_POST = 'Back to School Drive 2026';
const NOTICE = /demo data will not persist/;

/** Writes localStorage keys before the app's first load only (later loads keep what the app wrote). */
async function storeBeforeFirstLoad(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    // Init scripts also run in frames (the map embed); only the app's own document matters.
    if (window !== window.top) return;
    if (sessionStorage.getItem('__stored')) return;
    sessionStorage.setItem('__stored', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

/** Puts a value straight into the mock db's IndexedDB store (localforage: db 'charity-foundation', store 'db'). */
async function putInIndexedDb(page: Page, key: string, value: unknown) {
  await page.evaluate(
    ({ key, value }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('charity-foundation');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('db', 'readwrite');
          tx.objectStore('db').put(value, key);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { key, value },
  );
}

const validPost = {
  id: 1736935288000,
  title: 'Stored Before Load',
  slug: 'stored-before-load',
  category: 'Charity',
  date: '2026-05-01',
  image: '/images/events/event-2.jpg',
  detailsImage: '',
  galleryImages: [],
  description: 'A post QA stored in localStorage before the first load.',
  content: 'It must survive every load.',
  tags: ['qa'],
  highlights: [],
  createdAt: '2026-05-01T09:00:00.000Z',
  isLatest: true,
  author: 'Admin',
  status: 'published',
};

test.describe('storage faults', () => {
  test("corrupt JSON in 'events': the app starts and shows the seed posts", async ({ app, page }) => {
    await storeBeforeFirstLoad(page, { events: '{"broken": [', categories: '[]' });
    await app.goto('/events');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(SEED_POST).first()).toBeVisible();
    await app.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });

  test("corrupt JSON in 'categories': the app starts and the sidebar lists categories", async ({ app, page }) => {
    await storeBeforeFirstLoad(page, { categories: 'not json at all' });
    await app.goto('/events');
    await expect(page.getByText(SEED_POST).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Education/ }).first()).toBeVisible();
    await app.goto('/category/education');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("corrupt JSON in 'themeColors': the app starts with the default theme", async ({ app, page }) => {
    await storeBeforeFirstLoad(page, { themeColors: '{"primaryColor": "#ff0000"' });
    await app.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
    expect(primary.toLowerCase()).toBe('#012a23');
  });

  test("a themeColors value of the wrong shape is ignored, not applied", async ({ app, page }) => {
    await storeBeforeFirstLoad(page, { themeColors: JSON.stringify({ primaryColor: 'red;background:url(x)', secondaryColor: 42 }) });
    await app.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
    expect(primary.toLowerCase()).toBe('#012a23');
  });

  test('valid stored events, categories and theme survive loads and reloads', async ({ app, page }) => {
    const categories = [{ id: 'charity', name: 'Charity', slug: 'charity', count: 1 }];
    const theme = { primaryColor: '#123456', secondaryColor: '#eb9801', textDark: '#333333', textLight: '#666666' };
    await storeBeforeFirstLoad(page, {
      events: JSON.stringify([validPost]),
      categories: JSON.stringify(categories),
      themeColors: JSON.stringify(theme),
    });
    await app.goto('/events');
    await expect(page.getByText('Stored Before Load').first()).toBeVisible();
    await page.reload();
    await expect(page.getByText('Stored Before Load').first()).toBeVisible();
    await expect(page.getByText(SEED_POST)).toHaveCount(0);
    const stored = await page.evaluate(() => ({
      events: JSON.parse(localStorage.getItem('events') ?? 'null'),
      themeColors: JSON.parse(localStorage.getItem('themeColors') ?? 'null'),
      primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    }));
    expect(stored.events).toEqual([expect.objectContaining({ id: validPost.id, title: validPost.title })]);
    expect(stored.themeColors).toEqual(theme);
    expect(stored.primary.toLowerCase()).toBe('#123456');
  });

  test('a mock db of an unknown schema version is reseeded; the app starts', async ({ app, page }) => {
    await app.goto('/services');
    await expect(page.getByText('Medical Aid').first()).toBeVisible();
    await putInIndexedDb(page, 'meta:schema', 999);
    await putInIndexedDb(page, 'c:services', 'garbage from an older version');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Medical Aid').first()).toBeVisible();
    const token = await signIn(page);
    expect(await countOf(page, token, '/api/services/admin')).toBeGreaterThan(0);
  });

  test('a corrupt collection in the mock db does not stop the app', async ({ app, page }) => {
    await app.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await putInIndexedDb(page, 'c:banners', { not: 'a list' });
    await putInIndexedDb(page, 'c:gallery', null);
    await page.reload();
    // With no banners the hero falls back to its default buttons.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Donate Now' }).first()).toBeVisible();
    await app.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('records written through the backend survive a reload', async ({ app, page }) => {
    await app.goto('/contact');
    const token = await signIn(page);
    const before = await countOf(page, token, '/api/contact-forms/admin');
    const sent = await api(page, 'POST', '/api/contact-forms', { json: { name: 'Persisted Person', email: 'p@example.org', message: 'Still here after a reload?' } });
    expect(sent.status).toBe(201);
    await page.reload();
    await page.locator('#root > *').first().waitFor();
    expect(await countOf(page, token, '/api/contact-forms/admin')).toBe(before + 1);
  });

  for (const [what, script] of [
    ['indexedDB.open throws', () => {
      IDBFactory.prototype.open = () => {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError');
      };
    }],
    ['window.indexedDB is missing', () => {
      Object.defineProperty(window, 'indexedDB', { configurable: true, get: () => undefined });
    }],
  ] as const) {
    test(`IndexedDB unavailable (${what}): the app starts on memory and says data will not persist`, async ({ app, page }) => {
      await page.addInitScript(script);
      await app.goto('/');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText(NOTICE)).toBeVisible();
      await app.goto('/services');
      await expect(page.getByText(NOTICE)).toBeVisible();
      await expect(page.getByText('Medical Aid').first()).toBeVisible();
      await app.goto('/health');
      await expect(page.getByText('memory', { exact: true })).toBeVisible();
      // The backend still answers reads and writes for as long as the page lives.
      const token = await signIn(page);
      const before = await countOf(page, token, '/api/contact-forms/admin');
      const sent = await api(page, 'POST', '/api/contact-forms', { json: { name: 'Ann', email: 'ann@example.org', message: 'Memory only' } });
      expect(sent.status).toBe(201);
      expect(await countOf(page, token, '/api/contact-forms/admin')).toBe(before + 1);
    });
  }
});
