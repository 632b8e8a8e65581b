// Storage faults: corrupt JSON in the spec's localStorage keys, a mock db of an unknown schema
// version or with corrupt records, IndexedDB unavailable, and all site data blocked. The app
// must start, show its seed or fallback content (or its notice), and keep whatever was stored validly.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../tools/chromium-path';
import { App, expect, test } from '../fixtures';
import { adminToken, api, countOf, putInIndexedDb, signIn } from './reliability-helpers';
import { fillByLabel } from '../form-steps';

const SEED_POST = 'Back to School Drive 2026';
const DEFAULT_POST = 'Back to School Drive';
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
  test("corrupt JSON in 'events': the app starts, shows the default posts and leaves the value as stored", async ({ app, page }) => {
    await storeBeforeFirstLoad(page, { events: '{"broken": [', categories: '[]' });
    await app.goto('/events');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Spec section 8: nothing readable stored falls back to the five defaults.
    await expect(page.getByRole('link', { name: DEFAULT_POST, exact: true }).first()).toBeVisible();
    await app.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('events'))).toBe('{"broken": [');
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

  test('a themeColors value of the wrong shape is ignored, not applied', async ({ app, page }) => {
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
    // Never silently: the page says the data was reset.
    await expect(page.getByRole('status').filter({ hasText: 'stores its data differently' })).toBeVisible();
    await expect(page.getByText('Medical Aid').first()).toBeVisible();
    const token = await signIn(page);
    expect(await countOf(page, token, '/api/services/admin')).toBeGreaterThan(0);
  });

  test('corrupt records in the mock db do not stop the app', async ({ app, page }) => {
    await app.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Every record of the banners and the gallery replaced by one value that is no record.
    await putInIndexedDb(page, 'r:banners:0000000000000001', { not: 'a record' }, 'r:banners:');
    await putInIndexedDb(page, 'r:gallery:0000000000000001', null, 'r:gallery:');
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
    const sent = await api(page, 'POST', '/api/contact-forms', {
      json: { name: 'Persisted Person', email: 'p@example.org', message: 'Still here after a reload?' },
    });
    expect(sent.status).toBe(201);
    await page.reload();
    await page.locator('#root > *').first().waitFor();
    expect(await countOf(page, token, '/api/contact-forms/admin')).toBe(before + 1);
  });

  test.describe('without a service worker (the backend in the page)', () => {
    test.use({ serviceWorkers: 'block' });
    for (const [what, script] of [
      [
        'indexedDB.open throws',
        () => {
          IDBFactory.prototype.open = () => {
            throw new DOMException('The user denied permission to access the database.', 'SecurityError');
          };
        },
      ],
      [
        'window.indexedDB is missing',
        () => {
          Object.defineProperty(window, 'indexedDB', { configurable: true, get: () => undefined });
        },
      ],
    ] as const) {
      test(`IndexedDB unavailable (${what}): the app starts on memory and says data will not persist`, async ({ app, page }) => {
        // The page's IndexedDB: with a service worker the data lives in the worker, which this does not reach.
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

  test.describe('all site data blocked', () => {
    // The popups stay on: the donation popup's flag lives in memory here, and closing it is checked.
    test.use({ donationPopup: 'show' });
    /**
     * Drives a blocked app: it starts on memory with the notice, the donation popup (its flag now
     * in memory) can be closed, and a contact message sent from the form is stored for the page's life.
     */
    async function startsOnMemoryAndWorks(app: App, page: Page) {
      await app.goto('/');
      const hero = page.getByRole('region', { name: 'Featured campaigns' });
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Lend Your Hands, Share Your Heart');
      await expect(page.getByText(NOTICE)).toBeVisible();
      // sessionStorage is blocked, so no earlier visit marked the popup seen: it opens after 2 s.
      const popup = page.getByRole('dialog', { name: 'Make a Difference Today' });
      await popup.getByRole('button', { name: 'Maybe Later' }).click();
      await expect(popup).toBeHidden();

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
      const form = page.getByRole('region', { name: 'How Can We Help?' });
      await fillByLabel(form, { Name: 'Blocked Storage', Email: 'blocked@example.org', Message: 'Sent with all site data blocked.' });
      await form.getByRole('button', { name: 'Send Message' }).click();
      const dialog = page.getByRole('dialog', { name: 'Message Sent!' });
      await expect(dialog).toContainText('Thank you for contacting us! We will get back to you soon.');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText(NOTICE)).toBeVisible();

      const token = await adminToken(page);
      const list = await api<Array<{ email: string }>>(page, 'GET', '/api/contact-forms/admin', { token });
      expect(list.body?.data?.filter((c) => c.email === 'blocked@example.org')).toHaveLength(1);
    }

    test('storage getters and indexedDB.open throw: the app starts on memory, shows the notice and works', async ({ app, page }) => {
      await page.addInitScript(() => {
        // As Chromium answers a page whose site data is blocked.
        for (const name of ['localStorage', 'sessionStorage'] as const) {
          Object.defineProperty(window, name, {
            configurable: true,
            get() {
              throw new DOMException(`Failed to read the '${name}' property from 'Window': Access is denied for this document.`, 'SecurityError');
            },
          });
        }
        IDBFactory.prototype.open = () => {
          throw new DOMException('The user denied permission to access the database.', 'SecurityError');
        };
      });
      await startsOnMemoryAndWorks(app, page);
    });

    test("Chromium's own 'block sites from saving data' (service worker and locks refused too): the app starts and works", async ({
      playwright,
    }, testInfo) => {
      // No service worker either: the backend answers inside the page, on memory.
      // A profile whose cookie setting is "block": Chromium then refuses storage, IndexedDB,
      // service workers and Web Locks to every site.
      const profile = testInfo.outputPath('profile');
      mkdirSync(join(profile, 'Default'), { recursive: true });
      writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }));
      const context = await playwright.chromium.launchPersistentContext(profile, {
        executablePath: chromiumPath(),
        args: CHROMIUM_ARGS,
        baseURL: testInfo.project.use.baseURL,
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        const app = new App(page);
        page.on('console', (message) => {
          if (message.type() === 'error') app.errors.push(`${message.text()} @ ${message.location().url}`);
        });
        page.on('pageerror', (error) => app.errors.push(error.message));
        await startsOnMemoryAndWorks(app, page);
        // The profile really blocks site data: the browser still refuses IndexedDB to the page.
        const opened = await page.evaluate(
          () =>
            new Promise<string>((resolve) => {
              const request = indexedDB.open('probe');
              request.onsuccess = () => resolve('opened');
              request.onerror = () => resolve('refused');
            }),
        );
        expect(opened).toBe('refused');
        expect(app.unexpectedErrors(), 'console errors').toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});
