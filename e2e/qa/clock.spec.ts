// ?now=ISO pins the clock of the app and the in-browser backend for the tab session (src/lib/clock.ts).
// The pinned year, 2031, is not this year, so each check fails on the wall clock.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const PINNED = '2031-03-01T09:00:00Z';

const footer = (page: Page) => page.getByRole('contentinfo');

function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

test.describe('?now= clock switch', () => {
  test('pins the footer year and the admin header date, and holds across pages', async ({ app, page }) => {
    await app.goto(`/?now=${PINNED}`);
    await expect(footer(page)).toContainText('© 2031 Hope Foundation');
    // The parameter is dropped from the address; the pin stays for the tab session.
    expect(new URL(page.url()).searchParams.has('now')).toBe(false);

    await app.login();
    await expect(page.getByRole('banner').getByText('Saturday 1 March 2031', { exact: true })).toBeVisible();
  });

  test('a message sent while pinned is dated at the pinned time in the admin list', async ({ app, page }) => {
    await app.goto(`/contact?now=${PINNED}`, { reset: true });
    const form = page.getByRole('region', { name: 'How Can We Help?' });
    await form.getByLabel('Name').fill('Clara Clockwell');
    await form.getByLabel('Email').fill('clara.clock@example.com');
    await form.getByLabel('Message').fill('Sent on a pinned clock.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('dialog', { name: 'Message Sent!' }).getByRole('button', { name: 'Continue' }).click();

    await app.login();
    await app.goto('/admin/dashboard?tab=contacts');
    const card = page.getByRole('article', { name: 'Clara Clockwell' });
    const date = card.locator('time');
    await expect(date).toHaveText('1 Mar 2031', { timeout: 15_000 });
    // Pinned, then running on: a few seconds past 09:00.
    await expect(date).toHaveAttribute('datetime', /^2031-03-01T09:0\d:/);
  });

  test('/health shows the pinned instant; ?now=off (or Clear there) returns to the real clock', async ({ app, page }) => {
    const realYear = `© ${new Date().getUTCFullYear()} Hope Foundation`;
    await app.goto(`/?now=${PINNED}`);
    await expect(footer(page)).toContainText('© 2031 Hope Foundation');
    await app.goto('/about?now=off');
    await expect(footer(page)).toContainText(realYear);

    await app.goto(`/health?now=${PINNED}`);
    const row = page.getByRole('row', { name: /\?now=/ });
    await expect(row).toContainText('2031-03-01T09:00:00.000Z');
    await row.getByRole('button', { name: 'Clear ?now=' }).click();
    await expect(page.getByRole('row', { name: /\?now=/ })).toHaveCount(0);
    await app.goto('/');
    await expect(footer(page)).toContainText(realYear);
  });

  test('a bad value is ignored with one console.warn naming it; the app works on the real clock', async ({ app, page }) => {
    const warnings = collectWarnings(page);
    await app.goto('/?now=banana');
    await expect(footer(page)).toContainText(`© ${new Date().getUTCFullYear()} Hope Foundation`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(warnings.filter((text) => text.includes('banana'))).toHaveLength(1);
    expect(new URL(page.url()).searchParams.has('now')).toBe(false);
  });
});
