// QA's switches in the browser: ?fault= (one endpoint fails with the spec's fallback), ?latency=
// (every answer waits) and ?popups= (the donation and recent-donor popups stay closed).
import type { Page } from '@playwright/test';
import { fillCard, reachPayment } from '../donate-wizard';
import { expect, test } from '../fixtures';
import { adminToken, api } from '../reliability/reliability-helpers';
import { BUILT_IN_SERVICES as BUILT_IN } from '../public/public-b-helpers';

/** How long a fetch of an API path takes, measured in the page (paths relative to the base). */
function fetchDuration(page: Page, path: string): Promise<number> {
  return page.evaluate(
    async (url) => {
      const started = performance.now();
      await fetch(url);
      return performance.now() - started;
    },
    path.replace(/^\//, ''),
  );
}

test.describe('?fault=', () => {
  test('POST:/api/donations:500 makes a donation fail with the spec text; the form keeps its values', async ({ app, page }) => {
    app.allowedErrors.push(/status of 500/);
    await app.goto('/donate?fault=POST:/api/donations:500', { reset: true });
    await expect(page).toHaveURL(/\/charity\/donate$/);
    await reachPayment(page, '$100', { firstName: 'Fatima', lastName: 'Noor', email: 'fatima.fault@example.com' });
    await fillCard(page, { name: 'F NOOR', number: '4111 1111 1111 1111', expiry: '11/35', cvv: '123' });

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/donations') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Donate Now' }).click();
    const response = await answer;
    expect(response.status()).toBe(500);
    expect(response.headers()['x-mock-fault']).toBe('POST:/api/donations:500');
    expect(await response.json()).toEqual({ success: false });

    const alert = page.getByRole('alertdialog').filter({ hasText: 'Failed to process donation. Please try again.' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank You!' })).toHaveCount(0);
    await expect(page.getByLabel('Name on Card')).toHaveValue('F NOOR');
    await expect(page.getByLabel('Card Number')).toHaveValue('4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByLabel('Email')).toHaveValue('fatima.fault@example.com');
  });

  test('GET:/api/services:503 shows the built-in services while the other lists load; off clears it', async ({ app, page }) => {
    app.allowedErrors.push(/status of 503/);
    await app.goto('/services', { reset: true });
    // One service fewer in the data, so the built-in six are told apart from the real list.
    const token = await adminToken(page);
    expect((await api(page, 'DELETE', '/api/services/6', { token })).status).toBe(200);

    const answer = page.waitForResponse((r) => /\/api\/services$/.test(r.url()));
    await app.goto('/services?fault=GET:/api/services:503');
    expect((await answer).status()).toBe(503);
    const titles = page.getByRole('main').getByRole('article').getByRole('heading');
    await expect(titles).toHaveText(BUILT_IN);

    // The fault holds for the tab session and hits only that list: the banner still loads.
    await app.goto('/');
    await expect(page.getByRole('region', { name: 'Featured campaigns' }).getByRole('heading', { level: 1 })).toHaveText(
      'Lend Your Hands, Share Your Heart',
    );
    await expect(page.getByRole('region', { name: 'Featured services' })).toContainText('Zakat Campaigning');

    await app.goto('/services?fault=off');
    await expect(titles).toHaveText(BUILT_IN.slice(0, 5));
    expect(await page.evaluate(() => sessionStorage.getItem('qaFault'))).toBeNull();
  });
});

test.describe('?latency=', () => {
  test('MS delays every answer by at least MS; a first visit shows the loading state, not the picture', async ({ app, page }) => {
    // Recorded in the page, so a busy test runner cannot miss it. Visible: under a QA switch the
    // build's prerendered page (the seed, at once) is not hydrated, the app renders its own answers.
    await page.addInitScript(() => {
      const win = window as unknown as { sawLoading?: boolean };
      new MutationObserver(() => {
        const label = [...document.querySelectorAll('main [role="status"]')].find((el) => el.textContent === 'Loading services...');
        if (label?.checkVisibility({ visibilityProperty: true })) win.sawLoading = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await app.goto('/services?latency=1200');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6, { timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { sawLoading?: boolean }).sawLoading)).toBe(true);
    expect(await fetchDuration(page, '/api/banner')).toBeGreaterThanOrEqual(1200);
    expect(await page.evaluate(() => sessionStorage.getItem('qaLatency'))).toBe('1200');
  });

  test('MIN-MAX delays each answer by at least MIN', async ({ app, page }) => {
    app.allowedErrors.push(/status of 404/);
    await app.goto('/about?latency=400-900');
    for (const path of ['/api/banner', '/api/services', '/api/nowhere']) {
      expect(await fetchDuration(page, path)).toBeGreaterThanOrEqual(400);
    }
  });
});

test.describe('?popups=', () => {
  test.use({ donationPopup: 'show' });

  test('off keeps both popups closed for the tab session; on brings them back', async ({ app, page }) => {
    await page.clock.install();
    await app.goto('/?popups=off', { reset: true });
    await expect(page.getByRole('region', { name: 'Moments of Hope' }).getByRole('button').first()).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('qaPopups'))).toBe('off');
    await page.clock.runFor(5000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Recent donors' })).toHaveCount(0);

    // Another page of the same tab session: still closed.
    await app.goto('/donate');
    await page.clock.runFor(5000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Recent donors' })).toHaveCount(0);

    await app.goto('/?popups=on');
    await page.clock.runFor(2000);
    const popup = page.getByRole('dialog', { name: 'Make a Difference Today' });
    await popup.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(popup).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Recent donors' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('qaPopups'))).toBeNull();
  });

  test('/health lists ?popups=off, and its Clear turns the popups back on', async ({ app, page }) => {
    await app.goto('/health?popups=off');
    const switches = page.getByRole('table', { name: 'QA switches on in this tab' });
    await expect(switches.getByRole('row', { name: /\?popups=/ })).toContainText('off');
    await switches.getByRole('button', { name: 'Clear ?popups=' }).click();
    await expect(page.getByText('No QA switches are on in this tab.')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('qaPopups'))).toBeNull();
  });
});

test.describe('bad values', () => {
  test('are ignored with one warning each, keeping what was on; the app works', async ({ app, page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // The fixture turned the popups off on the first visit: a bad popups value leaves them off.
    await app.goto('/about');
    await app.goto('/services?fault=POST:/api/donations&latency=fast&popups=maybe');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
    await expect(page).toHaveURL(/\/charity\/services$/);
    for (const param of ['fault=POST:/api/donations', 'latency=fast', 'popups=maybe']) {
      expect(
        warnings.filter((text) => text.includes(`?${param}:`)),
        param,
      ).toHaveLength(1);
    }
    const stored = await page.evaluate(() => ['qaFault', 'qaLatency', 'qaPopups'].map((key) => sessionStorage.getItem(key)));
    expect(stored).toEqual([null, null, 'off']);
  });
});
