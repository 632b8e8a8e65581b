// Offline: every request that leaves the app's own origin is aborted. Every public route and the
// admin dashboard still work: no request to the app's origin fails, no console error, headings
// show, the map shows its static fallback, and nothing but the map embed even tries to go out.
import { expect, test } from '../fixtures';
import { signIn } from './reliability-helpers';

const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/services',
  '/causes',
  '/donate',
  '/events',
  '/contact',
  '/volunteer',
  '/gallery',
  '/blog/1736935200000',
  '/category/education',
  '/health',
  '/development',
];

/** The only third-party hosts the app may try: the OpenStreetMap embed and its tile probe. */
const MAP_HOSTS = /(^|\.)openstreetmap\.org$/;

test.describe('offline: only the app origin is reachable', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
      return route.abort('internetdisconnected');
    });
  });

  test('every public route and the admin dashboard work with nothing but the app origin', async ({ app, page, baseURL }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL!).origin;
    const failedOwn: string[] = [];
    const foreignHosts = new Set<string>();
    page.on('requestfailed', (request) => {
      const error = request.failure()?.errorText ?? '';
      // ERR_ABORTED: the page itself cancelled it (a navigation away while a list was loading).
      if (request.url().startsWith(origin) && error !== 'net::ERR_ABORTED') failedOwn.push(`${request.url()} ${error}`);
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.origin !== origin) foreignHosts.add(url.hostname);
    });
    page.on('response', (response) => {
      if (response.url().startsWith(origin) && response.status() >= 400) failedOwn.push(`${response.url()} ${response.status()}`);
    });

    for (const path of PUBLIC_ROUTES) {
      await app.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), `a heading on ${path}`).toBeVisible();
      await expect(page.getByText('Unexpected Application Error!'), `no error screen on ${path}`).toHaveCount(0);
    }

    // The map embeds fall back to their static picture.
    await app.goto('/contact');
    const fallbacks = page.getByRole('img', { name: /^Map showing our office/ });
    await expect(fallbacks.first()).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForTimeout(1000);
    for (const fallback of await fallbacks.all()) await expect(fallback).toBeVisible();

    await signIn(page);
    for (const tab of ['', '?tab=donations', '?tab=volunteers', '?tab=contacts', '?tab=gallery', '?tab=settings']) {
      await app.goto(`/admin/dashboard${tab}`);
      await expect(page.getByRole('navigation').first(), `admin navigation on ${tab || 'dashboard'}`).toBeVisible();
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    }

    expect(failedOwn, 'requests to the app origin that failed').toEqual([]);
    expect(
      [...foreignHosts].filter((host) => !MAP_HOSTS.test(host)),
      'third-party hosts the app tried to reach',
    ).toEqual([]);
  });
});
