// The prerendered pages (build/prerender.ts, src/app/static-page.tsx, src/main.tsx): HTML that
// React rendered at build time, painted before any of the app's code runs, then hydrated in place
// on a first visit (the same DOM, no mismatch, usable before the backend answers), and never shown
// when stored data may differ from the seed or on a page it was not made for.
import type { Page } from '@playwright/test';
import { expect, test, type App } from '../fixtures';

type Probe = {
  ssrLayout: Element | null;
  ssrChildren: Element[];
  firstVisit: boolean;
  shift: number;
  spinnersOnScreen: number;
  reloads: number;
};
const probe = (page: Page) => page.evaluate(() => (window as unknown as { probe: Probe }).probe);

/**
 * Records, before any page script runs: the element the build's HTML put in #root, whether the
 * inline script marked a first visit, layout shifts, and any loading spinner on the first screen.
 * The donation popup is marked seen (it opens on a timer and would cover the page).
 */
async function installProbe(page: Page) {
  await page.addInitScript(() => {
    if (window !== window.top) return; // the map's iframe
    sessionStorage.setItem('donationPopupSeen', 'true');
    const p: Probe = { ssrLayout: null, ssrChildren: [], firstVisit: false, shift: 0, spinnersOnScreen: 0, reloads: 0 };
    (window as unknown as { probe: Probe }).probe = p;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) p.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      p.ssrLayout = document.querySelector('#root > .public-layout');
      p.ssrChildren = [...(document.getElementById('root')?.children ?? [])];
      p.firstVisit = document.documentElement.classList.contains('prerendered');
      new MutationObserver(() => {
        const onScreen = [...document.querySelectorAll('#root .ui-spinner')].filter((el) => el.getBoundingClientRect().top < innerHeight);
        p.spinnersOnScreen = Math.max(p.spinnersOnScreen, onScreen.length);
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
}

/** Whether React has adopted the element (hydrateRoot marks each node it hydrates). */
/** Whether the page's layout is still the element the build's HTML made (adopted, not replaced). */
const keptBuildLayout = (page: Page) =>
  page.evaluate(() => document.querySelector('#root > .public-layout') === (window as unknown as { probe: Probe }).probe.ssrLayout);

/** The app rendered /events afresh: the build's HTML was dropped, not adopted, and nothing failed. */
async function expectEventsRenderedAfresh(app: App, page: Page) {
  expect((await probe(page)).firstVisit).toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  expect(await keptBuildLayout(page)).toBe(false);
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  expect(app.unexpectedErrors()).toEqual([]);
}

const hydrated = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')));

test.describe('prerendered first paint', () => {
  test('a first visit paints the seed page before any of the app’s code has run', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { lcpUrl: string };
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as (PerformanceEntry & { url?: string }) | undefined;
        w.lcpUrl = last?.url ?? '';
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // The app's code never arrives: whatever shows is the build's HTML alone.
    await page.route('**/static/js/**', (route) => route.abort());
    await page.goto('');
    await expect(page.locator('html')).toHaveClass(/prerendered/);
    const hero = page.getByRole('region', { name: 'Featured campaigns' });
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Lend Your Hands, Share Your Heart');
    await expect.poll(() => page.evaluate(() => (window as unknown as { lcpUrl?: string }).lcpUrl ?? '')).toMatch(/\/images\/banners\/banner-3-\d+w\.avif$/);
    expect(await hydrated(page, '#root > .public-layout')).toBe(false);
  });

  test('the first paint waits on one stylesheet: the route’s rules are in the page, and its files are never fetched', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.css')) stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto('');
    await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready');
    const hero = page.getByRole('region', { name: 'Featured campaigns' });
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await hydrated(page, '#root > .public-layout')).toBe(true);
    // Styled by the inline rules: hero-banner.css positions the slides' images over the hero.
    expect(await hero.locator('img').first().evaluate((img) => getComputedStyle(img).position)).toBe('absolute');
    const inline = await page.locator('head link[rel="stylesheet"][disabled]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(inline.length).toBeGreaterThan(0);
    expect(await page.locator('head style').count()).toBeGreaterThanOrEqual(inline.length);
    expect(stylesheets.filter((path) => inline.includes(path))).toEqual([]);
    expect(await page.locator('head link[rel="stylesheet"]:not([disabled])').count()).toBeGreaterThanOrEqual(1);
  });

  test('the build’s HTML makes no frame: the map’s iframe joins once the page is hydrated', async ({ page }) => {
    // A frame, even a lazy one, is two document commits on the main thread before the first paint.
    for (const path of ['', 'contact']) {
      const html = await (await page.request.get(path)).text();
      expect(html, path || '/').toContain('map-embed__fallback');
      expect(html, path || '/').not.toContain('<iframe');
    }
    await page.goto('');
    await expect(page.locator('html')).toHaveClass(/prerendered/);
    await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready');
    expect(await hydrated(page, '#root > .public-layout')).toBe(true);
    await expect(page.locator('footer iframe[title="Our location on the map"]')).toHaveAttribute('loading', 'lazy');
  });

  test('the app hydrates the page: the same DOM, no warning, the first click works before the backend is ready', async ({ app, page, context }) => {
    await installProbe(page);
    // The backend's service worker is held back until the click below has worked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/backend-worker.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('');
    expect((await probe(page)).firstVisit).toBe(true);
    await expect.poll(() => hydrated(page, '#root > .public-layout')).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('data-backend', 'starting');
    // Hydrated, not rendered again: the element the HTML put there is the one React adopted.
    expect(await keptBuildLayout(page)).toBe(true);
    // No second DOM: #root holds what the HTML put there and nothing else.
    expect(
      await page.evaluate(() => {
        const { ssrChildren } = (window as unknown as { probe: Probe }).probe;
        const now = [...document.getElementById('root')!.children];
        return ssrChildren.length > 0 && now.length === ssrChildren.length && now.every((el, i) => el === ssrChildren[i]);
      }),
    ).toBe(true);

    // The first click is the app's, before the backend answers: the slider's dots.
    const hero = page.getByRole('region', { name: 'Featured campaigns' });
    await hero.getByRole('button', { name: 'Show banner 2 of 3' }).click();
    await expect(hero.getByRole('button', { name: 'Show banner 2 of 3' })).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-backend', 'starting');

    // The backend answers; the page's queries refetch in place: no loading state, nothing moves.
    release();
    await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready', { timeout: 30_000 });
    await expect(hero.getByRole('heading', { level: 1 }).first()).toBeAttached();
    const seen = await probe(page);
    expect(seen.shift).toBeLessThan(0.01);
    expect(seen.spinnersOnScreen).toBe(0);

    // The app's code was asked for only once the first screen's image had arrived and the page had been painted.
    const order = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const heroImage = entries.find((e) => /\/images\/banners\/banner-3-\d+w\.avif$/.test(e.name));
      const code = entries.filter((e) => /\/static\/js\/.+\.js$/.test(e.name)).sort((a, b) => a.startTime - b.startTime)[0];
      const painted = performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint');
      return { heroLoaded: heroImage?.responseEnd ?? Infinity, painted: painted?.startTime ?? Infinity, codeRequested: code?.startTime ?? -1 };
    });
    expect(order.codeRequested).toBeGreaterThanOrEqual(order.heroLoaded);
    expect(order.codeRequested).toBeGreaterThanOrEqual(order.painted);

    // A link is the app's too: the router navigates in the page, no reload.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('link', { name: 'Learn More About Us' }).click();
    await expect(page).toHaveURL(/\/charity\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    // The fixture fails the test on any console error, React's hydration mismatch ('Hydration error:') among them.
    expect(app.unexpectedErrors()).toEqual([]);
  });

  test('every prerendered page hydrates without a mismatch', async ({ browser }) => {
    test.setTimeout(180_000); // nine fresh profiles, each starting a backend
    for (const path of ['about', 'services', 'causes', 'events', 'gallery', 'donate', 'zakat', 'volunteer', 'contact']) {
      // A first visit each time: a fresh profile.
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !/openstreetmap/.test(message.location().url)) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await installProbe(page);
      await page.goto(path);
      expect((await probe(page)).firstVisit, path).toBe(true);
      await expect.poll(() => hydrated(page, '#root > .public-layout'), path).toBe(true);
      await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready', { timeout: 30_000 });
      expect(await keptBuildLayout(page), path).toBe(true);
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });

  test('no first-visit hydration once the browser holds data of its own (QA set-up, a repeat visit)', async ({ app, page }) => {
    await installProbe(page);
    await page.addInitScript(() => {
      if (window !== window.top) return;
      if (!localStorage.getItem('themeColors')) localStorage.setItem('themeColors', JSON.stringify({ primaryColor: '#123456', secondaryColor: '#eb9801', textDark: '#333333', textLight: '#666666' }));
    });
    await page.goto('events');
    await expectEventsRenderedAfresh(app, page);
  });

  test('a visit on a later day renders afresh a page that shows the seed’s days', async ({ app, page }) => {
    // Two days on: /events was rendered with the build day's posts, which this visit's seed moves.
    await page.clock.setFixedTime(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await installProbe(page);
    await page.goto('events');
    await expectEventsRenderedAfresh(app, page);
  });

  test('no first-visit hydration in a scenario, nor on a page it was not made for', async ({ app, page }) => {
    await installProbe(page);
    await app.goto('/', { scenario: 'empty' });
    expect((await probe(page)).firstVisit).toBe(false);
    await expect(page.getByRole('region', { name: 'Featured campaigns' }).getByRole('heading', { level: 1 })).toHaveText('Welcome to Hope Foundation');

    // A deep link is answered with 404.html, which holds no prerendered page.
    const deepLink = await page.request.get('blog/1');
    expect(await deepLink.text()).not.toContain('prerendered-data');
    const home = await page.request.get('');
    expect(await home.text()).toContain('<script type="application/json" id="prerendered-data">');
  });
});
