import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from '../axe';
import { fillCard, fillDonor } from '../donate-wizard';

const SEED_POST = 1736935200000;

const PAGES: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
  { path: '/donate', ready: (page) => expect(page.getByRole('button', { name: '$500' })).toBeVisible() },
  { path: '/events', ready: (page) => expect(page.getByRole('main').getByRole('article')).toHaveCount(2) },
  { path: '/contact', ready: (page) => expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible() },
  { path: '/volunteer', ready: (page) => expect(page.getByRole('button', { name: 'Next' })).toBeVisible() },
  { path: '/category/education', ready: (page) => expect(page.getByRole('main').getByRole('article')).toHaveCount(1) },
  {
    path: `/blog/${SEED_POST}`,
    ready: (page) => expect(page.getByRole('region', { name: 'Related Posts' }).or(page.getByRole('heading', { name: 'Key Highlights' })).first()).toBeVisible(),
  },
];

test.describe('accessibility (axe): donate, events, contact, volunteer, category, blog', () => {

  for (const { path, ready } of PAGES) {
    test(`${path} has no serious or critical violation`, async ({ app, page }) => {
      await app.goto(path, { reset: true });
      await ready(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the payment step, its messages and the Thank You modal have no serious or critical violation', async ({ app, page }) => {
    await app.goto('/donate', { reset: true });
    await page.getByRole('button', { name: '$25', exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Donate Now' }).click();
    await expect(page.getByText('CVV is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Review Details' }).click();
    await fillDonor(page, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    await page.getByRole('button', { name: 'Next' }).click();
    await fillCard(page, { name: 'ADA LOVELACE', number: '4242424242424242', expiry: '10/33', cvv: '123' });
    await page.getByRole('button', { name: 'Donate Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank You!' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the volunteer form with messages, at 360 px, has no serious or critical violation', async ({ app, page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await app.goto('/volunteer', { reset: true });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
