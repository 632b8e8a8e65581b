// The hero and the page headers come in three widths and three formats (src/config/responsive-images.ts),
// the hero's banners also as their upright middle for a phone held upright: the browser picks one by
// its screen and the formats it reads, and the prerendered home page preloads that same file, once.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const widthsOf = (srcset: string | null) => (srcset ?? '').split(',').map((entry) => entry.trim().split(' ')[1]);

/** Bytes (headers included) of the hero's first banner (banner-3: the newest) that travelled, per file. */
const heroBytes = (page: Page) =>
  page.evaluate(() => {
    const bytes: Record<string, number> = {};
    for (const e of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const path = new URL(e.name).pathname;
      if (path.includes('/images/banners/banner-3')) bytes[path] = (bytes[path] ?? 0) + e.transferSize;
    }
    return bytes;
  });

test.describe('responsive hero and header images', () => {
  test('the home hero offers 480, 960 and 1600 px and Chromium shows a modern format', async ({ app, page }) => {
    await app.goto('/');
    const hero = page.locator('.hero-slide.is-active img.hero-slide__image');
    await expect(hero).toHaveAttribute('src', '/charity/images/banners/banner-3.jpg');
    expect(widthsOf(await hero.getAttribute('srcset'))).toEqual(['480w', '960w', '1600w']);
    const sources = page.locator('.hero-slide.is-active picture > source:not([media])');
    await expect(sources).toHaveCount(2);
    expect(widthsOf(await sources.first().getAttribute('srcset'))).toEqual(['480w', '960w', '1600w']);
    await expect(page.locator('.hero-slide.is-active picture > source[media]')).toHaveCount(3);
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/images\/banners\/banner-3-(480|960|1600)w\.(avif|webp)$/);
  });

  test('the home page’s about pictures come in 480 and 900 px (their own width), and a phone gets a modern format', async ({ app, page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await app.goto('/');
    const about = page.getByRole('region', { name: 'Helping Families Build a Brighter Tomorrow' });
    for (const alt of ['Our team planning the next relief project', 'Volunteers sharing a community meal']) {
      const image = about.getByRole('img', { name: alt });
      expect(widthsOf(await image.getAttribute('srcset'))).toEqual(['480w', '900w']);
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toMatch(/\/images\/about\/about-[12]-(480|900)w\.(avif|webp)$/);
    }
  });

  test('an inner page’s header band is a picture too, in a modern format', async ({ app, page }) => {
    await app.goto('/about');
    const backdrop = page.locator('.page-header img.page-header__image');
    await expect(backdrop).toHaveAttribute('alt', '');
    await expect.poll(() => backdrop.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/images\/page-header-(480|960|1600)w\.(avif|webp)$/);
  });

  test('a phone held upright gets the banner’s upright middle, a third of the bytes; a phone on its side the widths', async ({ app, page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await app.goto('/');
    const hero = page.locator('.hero-slide.is-active img.hero-slide__image');
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toMatch(/\/images\/banners\/banner-3-upright\.avif$/);
    const upright = (await (await request.get('images/banners/banner-3-upright.avif')).body()).length;
    const wide = (await (await request.get('images/banners/banner-3-1600w.avif')).body()).length;
    expect(upright).toBeLessThan(wide / 2);
    // The cover shows the crop whole: the hero box is no wider than 4:5.
    const box = await page.getByRole('region', { name: 'Featured campaigns' }).boundingBox();
    expect(box!.width / box!.height).toBeLessThanOrEqual(0.8);

    await page.setViewportSize({ width: 844, height: 390 });
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/images\/banners\/banner-3-\d+w\.avif$/);
  });

  test('the prerendered home page preloads the hero’s AVIF, the upright crop on an upright phone, which the page then uses without a second download', async ({ page, request }) => {
    const html = await (await request.get('')).text();
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(2);
    const attr = (link: string | undefined, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(link ?? '')?.[1] ?? null;
    const [narrow, wide] = preloads;
    expect(attr(narrow, 'href')).toBe('/charity/images/banners/banner-3-upright.avif');
    expect(attr(narrow, 'media')).toBe('(max-aspect-ratio: 14/25) and (max-width: 544px)');
    expect(attr(wide, 'media')).toBe('not all and (max-aspect-ratio: 14/25) and (max-width: 544px)');
    expect(attr(wide, 'type')).toBe('image/avif');
    expect(widthsOf(attr(wide, 'imagesrcset'))).toEqual(['480w', '960w', '1600w']);
    expect(attr(wide, 'imagesrcset')).toContain('/charity/images/banners/banner-3-480w.avif');
    expect(attr(wide, 'imagesizes')).toBe('max(100vw, clamp(960px, 160vh, 1554px))');

    // A first visit on a phone (the donation popup marked seen: it would cover the page): the
    // preload and the picture choose the same file; its body travels once, and the app hydrates
    // the very <img> that showed it.
    await page.addInitScript(() => {
      if (window === window.top) sessionStorage.setItem('donationPopupSeen', 'true');
    });
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('');
    await expect(page.locator('html')).toHaveClass(/prerendered/);
    await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready', { timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Featured campaigns' }).getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    const fetched = await heroBytes(page);
    expect(Object.keys(fetched)).toEqual([expect.stringMatching(/banner-3-upright\.avif$/)]);
    const [path] = Object.keys(fetched);
    const size = (await (await request.get(path.replace('/charity/', ''))).body()).length;
    expect(fetched[path]).toBeGreaterThan(size);
    expect(fetched[path]).toBeLessThan(size + 2000);
  });
});
