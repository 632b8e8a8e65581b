// A build with VITE_API_BASE_URL serves the public site and the admin from `npm run api-server`:
// every API call and every uploaded image goes to that origin, none to the static host.
import { pngFile } from '../admin/admin-b-helpers';
import { expect, test } from '../fixtures';
import { REAL_BACKEND } from './real-backend';

// Without the in-browser backend there are no QA switches (?popups=off): the popups are kept
// closed through the spec's sessionStorage flag and QA's popups key, which the app reads itself.
test.use({ donationPopup: 'donors', mockBackend: false });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    try {
      sessionStorage.setItem('qaPopups', 'off');
    } catch {
      // Frames without storage access (the map embed).
    }
  });
});

test('services, sign-in and an admin write, all through the API server', async ({ app, page, request }) => {
  const apiPaths: string[] = [];
  const strayPaths: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!/\/(api|uploads)\//.test(url.pathname)) return;
    (url.origin === REAL_BACKEND.apiOrigin ? apiPaths : strayPaths).push(`${req.method()} ${url.pathname}`);
  });

  await app.goto('/services');
  await expect(page.locator('html')).not.toHaveAttribute('data-backend');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.getByRole('heading', { name: 'Medical Aid' })).toBeVisible();
  await expect(cards).toHaveCount(6);

  await app.login();
  await app.goto('/admin/dashboard?tab=services');
  await page.getByRole('button', { name: 'Add Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Service' });
  await dialog.getByLabel('Title').fill('Clean Water Wells');
  await dialog.getByLabel('Description').fill('Wells for villages without safe water.');
  await dialog.getByLabel('Image', { exact: true }).setInputFiles(pngFile('well.png'));
  await dialog.getByRole('button', { name: 'Save Service' }).click();
  const saved = page.getByRole('alertdialog').filter({ hasText: 'Service added successfully!' });
  await saved.getByRole('button', { name: 'OK' }).click();

  // The server has it, for any client.
  const listed = await (await request.get(`${REAL_BACKEND.apiOrigin}/api/services`)).json();
  const created = listed.data.find((service: { title: string }) => service.title === 'Clean Water Wells');
  expect(created?.image_url).toMatch(/^\/uploads\//);

  // The public site shows it, its picture loaded from the API server.
  await app.goto('/services');
  const card = cards.filter({ has: page.getByRole('heading', { name: 'Clean Water Wells' }) });
  await expect(card).toBeVisible();
  const image = card.locator('img');
  await expect(image).toHaveAttribute('src', `${REAL_BACKEND.apiOrigin}${created.image_url}`);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  // /health names the API the build calls.
  await app.goto('/health');
  await expect(page.getByRole('table', { name: 'Status' }).getByRole('row', { name: /^API\b/ })).toContainText(REAL_BACKEND.apiOrigin);

  expect(apiPaths).toEqual(expect.arrayContaining(['GET /api/services', 'POST /api/admin/login', 'POST /api/services']));
  expect(strayPaths).toEqual([]);
});
