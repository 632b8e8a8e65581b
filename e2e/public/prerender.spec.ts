// The prerendered picture (scripts/prerender.mjs, src/lib/prerender.ts): painted on a first visit
// before any of the app's code runs, replaced by the live app without a shift, never shown when
// stored data may differ from the seed or on a page it was not made for.
import { expect, test } from '../fixtures';

/** Records, before any page script runs, whether the inline script chose to show the picture. */
async function recordPictureDecision(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { pictureShown: boolean }).pictureShown = document.documentElement.classList.contains('prerendered');
    });
  });
}

test.describe('prerendered first paint', () => {
  test('a first visit paints the seed hero before the app has loaded', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { lcpUrl: string };
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as (PerformanceEntry & { url?: string }) | undefined;
        w.lcpUrl = last?.url ?? '';
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // The app's code never arrives: whatever shows is the picture alone.
    await page.route('**/static/js/**', (route) => route.abort());
    await page.goto('');
    await expect(page.locator('html')).toHaveClass(/prerendered/);
    await expect(page.locator('#prerender')).toBeVisible();
    const box = await page.locator('#prerender').boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(600);
    await expect.poll(() => page.evaluate(() => (window as unknown as { lcpUrl?: string }).lcpUrl ?? '')).toMatch(/\/images\/banners\/banner-3-\d+w\.avif$/);
    // The picture is out of reach: locators, screen readers and clicks only ever meet the app.
    await expect(page.getByRole('heading', { name: 'Lend Your Hands, Share Your Heart' })).toHaveCount(0);
    await expect(page.locator('#prerender')).toHaveAttribute('aria-hidden', 'true');
    await expect(page.locator('#prerender')).toHaveAttribute('inert', '');
  });

  test('the app takes the picture’s place once its data has loaded, shifting nothing', async ({ app, page }) => {
    await recordPictureDecision(page);
    await page.addInitScript(() => {
      const w = window as unknown as { shift: number; atSwap?: { spinners: number; heading: string } };
      w.shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) w.shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      // What the app shows at the moment it replaces the picture.
      let pictureSeen = false;
      new MutationObserver((_, observer) => {
        if (document.documentElement.classList.contains('prerendered')) pictureSeen = true;
        if (!pictureSeen || document.documentElement.classList.contains('prerendered')) return;
        w.atSwap = {
          spinners: document.querySelectorAll('#root .ui-spinner').length,
          heading: document.querySelector('#root h1')?.textContent ?? '',
        };
        observer.disconnect();
      }).observe(document, { attributes: true, childList: true, subtree: true });
    });
    // A first visit as a user makes it; QA's ?popups=off keeps the donation popup off the link below.
    await page.goto('?popups=off');
    expect(await page.evaluate(() => (window as unknown as { pictureShown: boolean }).pictureShown)).toBe(true);
    const hero = page.getByRole('region', { name: 'Featured campaigns' });
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Lend Your Hands, Share Your Heart');
    await expect(page.locator('#prerender')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveClass(/prerendered/);
    // The app appeared with its data in place (no loading state flashed) and nothing moved.
    expect(await page.evaluate(() => (window as unknown as { atSwap?: object }).atSwap)).toEqual({
      spinners: 0,
      heading: 'Lend Your Hands, Share Your Heart',
    });
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.01);
    // The app's code was asked for only once the first screen's image had arrived and the picture
    // had been painted.
    const order = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const hero = entries.find((e) => /\/images\/banners\/banner-3-\d+w\.avif$/.test(e.name));
      const code = entries.filter((e) => /\/static\/js\/.+\.js$/.test(e.name)).sort((a, b) => a.startTime - b.startTime)[0];
      const painted = performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint');
      return { heroLoaded: hero?.responseEnd ?? Infinity, painted: painted?.startTime ?? Infinity, codeRequested: code?.startTime ?? -1 };
    });
    expect(order.codeRequested).toBeGreaterThanOrEqual(order.heroLoaded);
    expect(order.codeRequested).toBeGreaterThanOrEqual(order.painted);
    await page.getByRole('link', { name: 'Join as Volunteer' }).first().click();
    await expect(page).toHaveURL(/\/charity\/volunteer$/);
    expect(app.unexpectedErrors()).toEqual([]);
  });

  test('no picture once the browser holds data of its own (QA set-up, a repeat visit)', async ({ app, page }) => {
    await recordPictureDecision(page);
    await page.addInitScript(() => {
      if (window !== window.top) return; // the map's iframe has no storage
      if (!localStorage.getItem('themeColors')) localStorage.setItem('themeColors', JSON.stringify({ primaryColor: '#123456', secondaryColor: '#eb9801', textDark: '#333333', textLight: '#666666' }));
    });
    await app.goto('/events');
    expect(await page.evaluate(() => (window as unknown as { pictureShown: boolean }).pictureShown)).toBe(false);
    await expect(page.locator('#prerender')).toHaveCount(0);
  });

  test('no picture in a scenario, nor on a page it was not made for', async ({ app, page }) => {
    await recordPictureDecision(page);
    await app.goto('/', { scenario: 'empty' });
    expect(await page.evaluate(() => (window as unknown as { pictureShown: boolean }).pictureShown)).toBe(false);
    await expect(page.getByRole('region', { name: 'Featured campaigns' }).getByRole('heading', { level: 1 })).toHaveText('Welcome to Hope Foundation');

    // A deep link is answered with 404.html, which holds no picture.
    const deepLink = await page.request.get('blog/1');
    expect(await deepLink.text()).not.toContain('shadowrootmode');
    const home = await page.request.get('');
    expect(await home.text()).toContain('shadowrootmode="closed"');
  });
});
