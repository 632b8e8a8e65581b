// Pictures and words agree (issue #25): no page shows one illustration twice, and the pages built
// from the seed (services, events, gallery, a post) show no scene twice either, a post's Event
// Gallery included. (The home page's fixed pictures, hero, about, call to action, share scenes
// with the gallery's twelve: only the files are checked there.)
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { pictureOf, SCENES } from './picture-scenes';

/** Every illustration the page shows, by file, once per element: <img>s and CSS backgrounds. */
async function picturesOn(page: Page): Promise<string[]> {
  // Below-the-fold sections load as they come into view: a screen at a time, a frame each.
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.evaluate((top) => new Promise((done) => requestAnimationFrame(() => done(scrollTo(0, top)))), y);
  }
  await page.waitForLoadState('networkidle');
  const urls = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#root *')].flatMap((el) => {
      if (el instanceof HTMLImageElement) return [el.currentSrc || el.src];
      const background = getComputedStyle(el).backgroundImage;
      return background.startsWith('url(') ? [background] : [];
    }),
  );
  return urls.map(pictureOf).filter((name): name is string => name !== null);
}

const repeated = (names: string[]) => names.filter((name, i) => names.indexOf(name) !== i);

for (const [path, heading, scenes] of [
  ['/', null, false],
  ['/about', null, false],
  ['/services', null, true],
  ['/events', null, true],
  ['/gallery', null, true],
  ['/blog/1736935200000', 'Back to School Drive 2026', true],
  ['/blog/1736848800000', 'Free Medical Camp in Tower Hamlets', true],
] as const) {
  test(`${path} shows no picture twice${scenes ? ', nor one scene' : ''}`, async ({ app, page }) => {
    await app.goto(path, { reset: true });
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const pictures = await picturesOn(page);
    expect(pictures.length, 'pictures found').toBeGreaterThan(0);
    expect(repeated(pictures), 'files shown twice').toEqual([]);
    if (!scenes) return;
    for (const name of pictures) expect(SCENES[name], `${name}: a scene in picture-scenes.ts`).toBeDefined();
    expect(repeated(pictures.map((name) => SCENES[name])), 'scenes shown twice').toEqual([]);
  });
}
