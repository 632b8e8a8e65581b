// A link does not silently wipe a visitor's work: ?reset=1 or ?scenario= opened in a browser whose
// demo data differs from the seed asks first, in the app's own dialog, naming what would be lost;
// cancel keeps everything. It needs a browser: the question comes from the backend's start-up, in
// the service worker's host and in the page's. Playwright's Chromium says navigator.webdriver (QA's
// automation, never asked); an init script makes it say false here, as a stakeholder's browser does.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { adminToken, api } from '../reliability/reliability-helpers';

const message = { name: 'Stakeholder', email: 'stakeholder@example.org', message: 'Typed during the demo.' };

/** The page as a stakeholder's browser: not driven by automation. */
const asAPerson = (page: Page) => page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));

/** A contact message through the API and a post written as the admin panel writes it. */
async function addWork(page: Page) {
  expect((await api(page, 'POST', '/api/contact-forms', { json: message })).status).toBe(201);
  await page.evaluate(() => {
    const events = JSON.parse(localStorage.getItem('events')!) as { id: number; title: string }[];
    localStorage.setItem('events', JSON.stringify([...events, { ...events[0], id: 9001, title: 'My own post' }]));
  });
}

async function work(page: Page) {
  const token = await adminToken(page);
  const messages = (await api<{ email: string }[]>(page, 'GET', '/api/contact-forms/admin', { token })).body!.data!;
  const posts = JSON.parse((await page.evaluate(() => localStorage.getItem('events'))) ?? '[]') as { title: string }[];
  return { message: messages.some((entry) => entry.email === message.email), post: posts.some((post) => post.title === 'My own post') };
}

for (const host of ['service worker', 'page'] as const) {
  test.describe(`with the backend in the ${host}`, () => {
    test.use({ serviceWorkers: host === 'page' ? 'block' : 'allow' });

    test('QA under automation: ?reset=1 wipes at once, without a question', async ({ app, page }) => {
      await app.goto('/');
      await addWork(page);
      await app.goto('/?reset=1');
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      expect(await work(page)).toEqual({ message: false, post: false });
    });

    test('a browser whose data is still the seed is not asked', async ({ app, page }) => {
      await asAPerson(page);
      await app.goto('/');
      await app.goto('/?reset=1');
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      expect(new URL(page.url()).searchParams.has('reset')).toBe(false);
    });

    test("a person's work: ?reset=1 asks, naming it; cancel drops the parameter and keeps everything; confirm wipes", async ({ app, page }) => {
      await asAPerson(page);
      await app.goto('/');
      await addWork(page);

      await page.goto('?reset=1');
      const dialog = page.getByRole('alertdialog', { name: 'Replace the demo data?' });
      await expect(dialog).toContainText('resets the demo data in this browser to the sample data');
      await expect(dialog).toContainText('would be lost: 1 contact message and 1 post.');
      await dialog.getByRole('button', { name: 'Keep my data' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready');
      expect(new URL(page.url()).searchParams.has('reset')).toBe(false);
      expect(await work(page)).toEqual({ message: true, post: true });

      await page.goto('?reset=1');
      await page.getByRole('alertdialog', { name: 'Replace the demo data?' }).getByRole('button', { name: 'Replace data' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready');
      expect(await work(page)).toEqual({ message: false, post: false });
    });

    test("?scenario=empty asks the same, and cancel keeps the data and the tab's scenario", async ({ app, page }) => {
      await asAPerson(page);
      await app.goto('/');
      await addWork(page);

      await page.goto('?scenario=empty');
      const dialog = page.getByRole('alertdialog', { name: 'Replace the demo data?' });
      await expect(dialog).toContainText('switches the demo data in this browser to the “empty” scenario');
      await expect(dialog).toContainText('1 contact message and 1 post');
      await dialog.getByRole('button', { name: 'Keep my data' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready');
      expect(new URL(page.url()).searchParams.has('scenario')).toBe(false);
      expect(await page.evaluate(() => sessionStorage.getItem('mockScenario'))).toBeNull();
      expect(await work(page)).toEqual({ message: true, post: true });
      expect((await api<unknown[]>(page, 'GET', '/api/services')).body!.data!.length).toBeGreaterThan(0);
    });
  });
}
