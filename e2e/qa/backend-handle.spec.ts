// window.__backend in the browser, as QA uses it: the request log, the outbox, reset and scenario
// without a reload.
import type { Page } from '@playwright/test';
import type { LoggedRequest } from '../../mocks/qa/backend-types';
import { expect, test } from '../fixtures';

const ready = (page: Page) => page.evaluate(() => window.__backend!.ready);
const requests = (page: Page) => page.evaluate(() => window.__backend!.requests());

/** Marks the page; the mark is gone after a reload. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { qaMark?: boolean }).qaMark = true));
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { qaMark?: boolean }).qaMark === true);

/** Signs in through the API from inside the page and adds an active service. */
async function createService(page: Page, title: string): Promise<void> {
  const status = await page.evaluate(async (serviceTitle) => {
    const login = await fetch('api/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const created = await fetch('api/services', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${data.token}` },
      body: JSON.stringify({ title: serviceTitle, description: 'Made by the test.', image_url: '/images/cta-donate.jpg' }),
    });
    return created.status;
  }, title);
  expect(status).toBe(201);
}

test.describe('window.__backend', () => {
  test('requests() shows what the app sent, passwords masked, across page loads; outbox() has the e-mail; clearRequests() empties the log', async ({
    app,
    page,
  }) => {
    await app.goto('/contact', { reset: true });
    await ready(page);
    const form = page.getByRole('region', { name: 'How Can We Help?' });
    await form.getByLabel('Name').fill('Grace Okafor');
    await form.getByLabel('Email').fill('grace.qa@example.com');
    await form.getByLabel('Subject').fill('Corporate partnership');
    await form.getByLabel('Message').fill('Our company would like to sponsor the school drive.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('dialog', { name: 'Message Sent!' })).toBeVisible();

    const sent = (await requests(page)).filter((entry) => entry.path === '/api/contact-forms');
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/contact-forms',
        status: 201,
        body: expect.objectContaining({
          name: 'Grace Okafor',
          email: 'grace.qa@example.com',
          subject: 'Corporate partnership',
          message: 'Our company would like to sponsor the school drive.',
        }),
      },
    ]);

    const outbox = await page.evaluate(() => window.__backend!.outbox());
    expect(outbox).toEqual([
      expect.objectContaining({
        kind: 'contact',
        subject: 'New message: Corporate partnership',
        body: expect.stringContaining('grace.qa@example.com'),
      }),
    ]);

    // Signing in loads other pages: the log carries on in the tab.
    await app.login();
    await ready(page);
    const log = await requests(page);
    const paths = log.map((entry: LoggedRequest) => `${entry.method} ${entry.path}`);
    expect(paths.indexOf('POST /api/contact-forms')).toBeGreaterThanOrEqual(0);
    expect(paths.indexOf('POST /api/admin/login')).toBeGreaterThan(paths.indexOf('POST /api/contact-forms'));
    expect(log.find((entry) => entry.path === '/api/admin/login')).toEqual({
      method: 'POST',
      path: '/api/admin/login',
      status: 200,
      body: { username: 'admin', password: '***' },
    });
    expect(JSON.stringify(log)).not.toContain('admin123');

    // Read in the same turn as the clear, so no background request lands in between.
    expect(await page.evaluate(() => (window.__backend!.clearRequests(), window.__backend!.requests()))).toEqual([]);
  });

  test('reset() restores the seed without a reload, and the list on screen follows', async ({ app, page }) => {
    await app.goto('/services', { reset: true });
    await ready(page);
    await createService(page, 'QA Created Service');
    await page.reload();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.getByRole('heading', { name: 'QA Created Service' })).toBeVisible();
    await markPage(page);

    await page.evaluate(() => window.__backend!.reset());
    await expect(cards.getByRole('heading', { name: 'QA Created Service' })).toHaveCount(0);
    await expect(cards).toHaveCount(6);
    expect(await stillSamePage(page)).toBe(true);
  });

  test('reset() signs the admin out as ?reset=1 does, without a reload', async ({ app, page }) => {
    // A dashboard request still on its way when the session ends is answered 401, as it should be;
    // the browser logs that answer as a console error.
    app.allowedErrors.push(/status of 401/);
    await app.login();
    await ready(page);
    await markPage(page);
    await page.evaluate(() => window.__backend!.reset());
    await expect(page.getByRole('dialog', { name: /login/i })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    expect(await stillSamePage(page)).toBe(true);
  });

  test("scenario('empty') empties a public list without a reload; an unknown name is refused", async ({ app, page }) => {
    await app.goto('/gallery', { reset: true });
    await ready(page);
    const thumbs = page.getByRole('main').getByRole('button');
    await expect(thumbs.first()).toBeVisible();
    await markPage(page);

    await page.evaluate(() => window.__backend!.scenario('empty'));
    await expect(page.getByText('No images in the gallery yet.')).toBeVisible();
    await expect(thumbs).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('mockScenario'))).toBe('empty');
    expect(await stillSamePage(page)).toBe(true);

    const refused = await page.evaluate(() =>
      window.__backend!.scenario('nope' as never).then(
        () => 'accepted',
        (error: Error) => error.message,
      ),
    );
    expect(refused).toBe('Unknown scenario "nope". Known scenarios: default, api-down, slow, empty, big.');
  });
});
