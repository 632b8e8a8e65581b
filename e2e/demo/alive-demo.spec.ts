// Issue #25: a demo that looks alive on any day. The seed is dated from the day it is written, so
// the dashboard has 12 months of gifts under today's clock (that a pinned day writes the same bytes
// is mocks/seed/seed.test.ts); the success messages share one layout. Measured at a phone's and a
// desktop's width.
import type { Locator, Page } from '@playwright/test';
import { expect, test, type App } from '../fixtures';
import { fillCard, reachPayment } from '../donate-wizard';
import { fillByLabel } from '../form-steps';

const WIDTHS = [360, 1280] as const;

/** The success icon is large and centred in its dialog. */
async function expectSuccessLayout(dialog: Locator, what: string) {
  await expect(dialog).toBeVisible();
  const icon = dialog.locator('.ui-message-dialog__icon');
  const [box, panel] = [await icon.boundingBox(), await dialog.boundingBox()];
  if (!box || !panel) throw new Error(`${what}: no box`);
  expect(box.width, `${what}: icon width`).toBeGreaterThanOrEqual(48);
  expect(Math.abs(box.x + box.width / 2 - (panel.x + panel.width / 2)), `${what}: icon off centre`).toBeLessThanOrEqual(2);
  const glyph = await icon.locator('svg').boundingBox();
  expect(glyph?.height ?? 0, `${what}: glyph height`).toBeGreaterThanOrEqual(20);
}

/** The whole data set as the demo export gives it, without the moment of the export. */
async function exportedSeed(page: Page): Promise<string> {
  const answer = await page.evaluate(async () => {
    const token = localStorage.getItem('adminToken');
    const response = await fetch('/charity/api/demo/export', { headers: { Authorization: `Bearer ${token}` } });
    return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown> } };
  });
  expect(answer.status).toBe(200);
  const doc = answer.body.data!;
  delete doc.exportedAt;
  return JSON.stringify(doc);
}

async function signIn(app: App) {
  await app.goto('/development');
  const dialog = app.page.getByRole('dialog', { name: /login/i });
  await dialog.getByLabel('Username').fill('admin');
  await dialog.getByLabel('Password', { exact: true }).fill('admin123');
  await dialog.getByRole('button', { name: 'Login' }).click();
  const success = app.page.getByRole('alertdialog', { name: 'Login Successful' });
  await expectSuccessLayout(success, 'Login Successful');
  await success.getByRole('button', { name: 'OK' }).click();
  await app.page.waitForURL(/\/admin\/dashboard/);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.describe.configure({ timeout: 90_000 });
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: width < 600 ? 760 : 860 }));

    test("under today's clock the dashboard has 12 months of gifts, this month's monthly donors, and names each window", async ({ app, page }) => {
      await app.goto('/development', { reset: true });
      await signIn(app);
      const table = page.getByRole('table', { name: 'Donations by month' });
      await page.getByText('Show data', { exact: true }).click();
      const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
      await expect(rows).toHaveCount(12, { timeout: 15_000 });
      // The Total column (the fifth cell) of every month is more than $0.
      for (const row of await rows.all()) await expect(row.getByRole('cell').nth(3)).not.toHaveText('$0');
      const monthly = page.getByRole('region', { name: 'Monthly giving' });
      await expect(monthly.getByText(/^Monthly donors, /).locator('..')).not.toHaveText(/^Monthly donors, \w+ \d{4}0$/);
      await expect(page.getByRole('region', { name: 'At a Glance' }).getByText('all time')).toHaveCount(2);
      await expect(page.getByRole('region', { name: 'Top 5 campaigns' })).toContainText('Last 12 months');
    });

    test('under ?now= the seed is identical on two resets, byte for byte', async ({ app, page }) => {
      await app.goto('/development?now=2026-03-01T09:00:00Z', { reset: true });
      await signIn(app);
      const first = await exportedSeed(page);
      // ?reset=1 signs the admin out and writes the seed again, under the same pinned clock.
      await app.goto('/development', { reset: true });
      await signIn(app);
      expect(await exportedSeed(page)).toBe(first);
      // Dated from the pinned day: nothing after it, the latest records within its month.
      const dates = [...first.matchAll(/"created_at":"([^"]+)"/g)].map((match) => match[1]).sort();
      expect(dates.at(-1)! <= '2026-03-01T09:00:00.000Z').toBe(true);
      expect(dates.at(-1)! >= '2026-02-01').toBe(true);
    });

    // Application Received! is the same SuccessDialog (src/features/volunteers/components/volunteer-form.tsx).
    test('Message Sent, Thank You and Application Received share the success layout', async ({ app, page }) => {
      await app.goto('/contact', { reset: true });
      const form = page.getByRole('region', { name: 'How Can We Help?' });
      await fillByLabel(form, { Name: 'Grace Okafor', Email: 'grace.e2e@example.com' });
      await fillByLabel(form, { Message: 'Our company would like to sponsor the school drive.' });
      await form.getByRole('button', { name: 'Send Message' }).click();
      const sent = page.getByRole('dialog', { name: 'Message Sent!' });
      await expectSuccessLayout(sent, 'Message Sent!');
      await sent.getByRole('button', { name: 'Continue' }).click();

      await app.goto('/donate');
      await reachPayment(page, '$25', { firstName: 'Omar', lastName: 'Farouk', email: 'omar.e2e@example.com' });
      await fillCard(page, { name: 'O FAROUK', number: '4111 1111 1111 1111', expiry: '11/35', cvv: '852' });
      await page.getByRole('button', { name: 'Donate Now' }).click();
      const thanks = page.getByRole('dialog', { name: 'Thank You!' });
      await expectSuccessLayout(thanks, 'Thank You!');
      // What was given, beside the receipt.
      await expect(thanks.getByRole('definition')).toHaveText(['$25', 'One-time', 'General Fund']);
      await expect(thanks.getByRole('button', { name: 'Download Receipt' })).toBeVisible();
      await thanks.getByRole('button', { name: 'Continue' }).click();

      // Application Received shares it too (Login Successful: signIn above).
      await app.goto('/volunteer');
      await fillByLabel(page, {
        Name: 'Leo Martins',
        Email: 'leo.e2e@example.com',
        Phone: '07700 900444',
        Address: '12 Whitechapel Road, London',
        Age: '27',
      });
      await page.getByRole('button', { name: 'Next' }).click();
      await fillByLabel(page, { Skills: 'driving', Experience: 'Soup kitchen', Motivation: 'To help.' });
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Availability').selectOption('Both');
      await fillByLabel(page, { 'Emergency Contact': 'Ana Martins', 'Emergency Phone': '07700 900555' });
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await expectSuccessLayout(page.getByRole('dialog', { name: 'Application Received!' }), 'Application Received!');
    });
  });
}
