// The same build in a browser that gives the page no service worker (in-app browsers, locked-down
// profiles, Playwright's serviceWorkers: 'block'): the backend answers inside the page, so every
// public page shows its data, the forms store what they send, the admin sees it, and an uploaded
// image shows (through a blob: URL: an <img> never reaches a backend in the page), and a request's
// writes are stored together or not at all, as in the worker.
import { expect, test, type App } from '../fixtures';
import { fillCard, reachPayment } from '../donate-wizard';
import { continueFrom, fillByLabel } from '../form-steps';
import { answer, openAddForm, openSection, PNG, pngFile } from '../admin/admin-b-helpers';
import { adminToken, BASE, mockDbKeys } from './reliability-helpers';

test.use({ serviceWorkers: 'block' });

/** Each public page and a piece of its data that only the backend gives it. */
const PAGES: Array<[path: string, shows: (app: App) => Promise<void>]> = [
  [
    '/',
    async ({ page }) =>
      expect(page.getByRole('region', { name: 'Featured campaigns' }).getByRole('heading', { level: 1 })).toHaveText(
        'Lend Your Hands, Share Your Heart',
      ),
  ],
  ['/services', async ({ page }) => expect(page.getByRole('heading', { name: 'Medical Aid' }).first()).toBeVisible()],
  ['/events', async ({ page }) => expect(page.getByRole('heading', { name: 'Back to School Drive 2026' }).first()).toBeVisible()],
  ['/gallery', async ({ page }) => expect(page.getByText('Walking to school together').first()).toBeVisible()],
  ['/zakat', async ({ page }) => expect(page.getByText('$979.78')).toBeVisible()],
];

test('with service workers blocked the backend runs in the page, and /health says so', async ({ app, page }) => {
  await app.goto('/health', { reset: true });
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready');
  expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
  await expect(page.getByRole('row', { name: /Backend runs in/ })).toContainText('this page');
  // The data lives in the page's IndexedDB: it lasts across reloads, so no storage notice.
  await expect(page.getByRole('row', { name: /Data persists across reloads/ })).toContainText('yes');
});

for (const [path, shows] of PAGES) {
  test(`${path} shows its data without a service worker`, async ({ app }) => {
    await app.goto(path, { reset: true });
    await shows(app);
  });
}

test('a donation, a contact message and a volunteer application are stored and shown in the admin', async ({ app, page }) => {
  test.slow();
  await app.goto('/donate', { reset: true });
  await reachPayment(page, '$25', { firstName: 'Nadia', lastName: 'Blocked', email: 'nadia.nosw@example.com' });
  await fillCard(page, { name: 'N BLOCKED', number: '4111 1111 1111 1111', expiry: '11/35', cvv: '123' });
  await page.getByRole('button', { name: 'Donate Now' }).click();
  await continueFrom(page, 'Thank You!', 'Thank you for your generous donation! Your support makes a real difference in our community.');

  await app.goto('/contact');
  const form = page.getByRole('region', { name: 'How Can We Help?' });
  await fillByLabel(form, { Name: 'Carl Blocked', Email: 'carl.nosw@example.com', Message: 'Sent without a service worker.' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await continueFrom(page, 'Message Sent!', 'Thank you for contacting us! We will get back to you soon.');

  await app.goto('/volunteer');
  await fillByLabel(page, {
    Name: 'Vera Blocked',
    Email: 'vera.nosw@example.com',
    Phone: '07700 900111',
    Address: '1 High Street, London',
    Age: '30',
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await fillByLabel(page, { Skills: 'first aid', Motivation: 'To help.' });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Availability').selectOption('Both');
  await fillByLabel(page, { 'Emergency Contact': 'Ann Blocked', 'Emergency Phone': '07700 900222' });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await continueFrom(page, 'Application Received!', 'Thank you for volunteering! We have received your application and will contact you soon.');

  await openSection(app, 'donations', 'Donations');
  await expect(page.getByText('nadia.nosw@example.com').first()).toBeVisible();
  await app.goto('/admin/dashboard?tab=contacts');
  await expect(page.getByText('carl.nosw@example.com').first()).toBeVisible({ timeout: 15_000 });
  await app.goto('/admin/dashboard?tab=volunteers');
  await expect(page.getByText('vera.nosw@example.com').first()).toBeVisible({ timeout: 15_000 });
});

test('an uploaded image shows in the admin and on the public gallery, also after a reload', async ({ app, page }) => {
  test.slow();
  await app.goto('/', { reset: true });
  const dialog = await openAddForm(app, 'gallery', /Gallery/, 'Add New Image');
  await dialog.getByLabel('Image', { exact: true }).setInputFiles(pngFile('no-sw.png'));
  await dialog.getByLabel('Title').fill('Shown without a worker');
  await dialog.getByLabel('Category').selectOption('events');
  await dialog.getByLabel('Display Order').fill('0');
  await dialog.getByRole('button', { name: 'Upload Image' }).click();
  await answer(page, 'Image uploaded successfully!', 'OK');
  const card = page.getByRole('article', { name: 'Shown without a worker' });
  const loaded = () => card.getByRole('img').evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
  await expect.poll(loaded).toBeGreaterThan(0);

  await app.goto('/gallery');
  const image = page.getByRole('img', { name: /Shown without a worker/ }).first();
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  await page.reload();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
});

test("an upload whose image the storage cannot hold answers 507 and leaves none of the request's writes", async ({ app, page }) => {
  await app.goto('/health', { reset: true });
  const token = await adminToken(page);
  const before = await mockDbKeys(page);
  const status = await page.evaluate(
    async ({ url, token, png }) => {
      // The upload's record fits; its image does not (the quota runs out at the blob's key).
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
        if (String(key).startsWith('blob:')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return put.call(this, value, key);
      };
      const body = new FormData();
      body.append('image', new Blob([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], { type: 'image/png' }), 'full.png');
      const headers = { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() };
      const answer = await fetch(url, { method: 'POST', headers, body });
      IDBObjectStore.prototype.put = put;
      return answer.status;
    },
    { url: `${BASE}api/admin/upload`, token, png: PNG.toString('base64') },
  );
  expect(status).toBe(507);
  expect(await mockDbKeys(page)).toEqual(before);
});
