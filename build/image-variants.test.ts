// The responsive variants: each width and format written as named, and a second run with the same
// inputs reads the cache instead of encoding again.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  RESPONSIVE_FORMATS,
  RESPONSIVE_SOURCES,
  RESPONSIVE_WIDTHS,
  responsiveVariants,
  UPRIGHT_ASPECT,
  UPRIGHT_CROPS,
} from '../src/config/responsive-images';
import { encodeVariants } from './image-variants';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'responsive-images-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A 1600 x 700 JPEG like the banners, with some detail so that the encoders have work to do. */
async function banner(file: string, red = 200) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="700"><rect width="1600" height="700" fill="rgb(${red},80,40)"/><circle cx="500" cy="350" r="250" fill="#fff"/></svg>`;
  writeFileSync(file, await sharp(Buffer.from(svg)).jpeg().toBuffer());
}

const FORMAT_OF = { avif: 'heif', webp: 'webp', jpg: 'jpeg' } as const;

describe('responsiveVariants', () => {
  it('names every source in its widths (480, 960 and 1600 px unless it says) as AVIF, WebP and JPEG', () => {
    const variants = responsiveVariants().filter((v) => v.width !== undefined);
    expect(variants).toHaveLength(Object.values(RESPONSIVE_SOURCES).reduce((sum, widths) => sum + widths.length * 3, 0));
    expect(RESPONSIVE_WIDTHS).toEqual([480, 960, 1600]);
    expect(RESPONSIVE_FORMATS.map((f) => f.ext)).toEqual(['avif', 'webp', 'jpg']);
    expect(variants.filter((v) => v.source === '/images/banners/banner-1.jpg').map((v) => v.path)).toContain('/images/banners/banner-1-960w.webp');
    // The about pictures are 900 px wide: no variant claims more than that.
    expect(variants.filter((v) => v.source === '/images/about/about-1.jpg').map((v) => v.width)).toEqual([480, 480, 480, 900, 900, 900]);
  });

  it('names the banners’ upright crops in each format', () => {
    const crops = responsiveVariants().filter((v) => v.crop !== undefined);
    expect(crops).toHaveLength(UPRIGHT_CROPS.size * 3);
    expect(crops.filter((v) => v.source === '/images/banners/banner-3.jpg').map((v) => [v.path, v.crop])).toEqual([
      ['/images/banners/banner-3-upright.avif', UPRIGHT_ASPECT],
      ['/images/banners/banner-3-upright.webp', UPRIGHT_ASPECT],
      ['/images/banners/banner-3-upright.jpg', UPRIGHT_ASPECT],
    ]);
  });
});

describe('encodeVariants', () => {
  it('writes an upright crop as the image’s middle at full height, kept apart from the widths in the cache', async () => {
    const file = join(dir, 'banner.jpg');
    await banner(file);
    const cacheDir = join(dir, 'cache');
    const [crop, width] = await encodeVariants(
      [
        { file, crop: 0.8, ext: 'avif' },
        { file, width: 560, ext: 'avif' },
      ],
      { cacheDir },
    );
    expect(crop.cached).not.toBe(width.cached);
    const meta = await sharp(crop.cached).metadata();
    expect([meta.width, meta.height]).toEqual([560, 700]);
    // The middle: the circle (white, at x 250-750 of 1600) is cut at the crop's left edge (x 520).
    const { data } = await sharp(crop.cached).extract({ left: 0, top: 340, width: 4, height: 4 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    const right = await sharp(crop.cached).extract({ left: 552, top: 340, width: 4, height: 4 }).raw().toBuffer();
    expect(right[1]).toBeLessThan(150);
  });

  it('writes each width in each format, then reuses them while the source is unchanged', async () => {
    const file = join(dir, 'banner.jpg');
    await banner(file);
    const jobs = RESPONSIVE_WIDTHS.flatMap((width) => RESPONSIVE_FORMATS.map(({ ext }) => ({ file, width, ext })));
    const cacheDir = join(dir, 'cache');

    const first = await encodeVariants(jobs, { cacheDir });
    expect(first.every((v) => v.encoded)).toBe(true);
    for (const variant of first) {
      const meta = await sharp(variant.cached).metadata();
      expect([variant.ext, meta.format, meta.width, meta.height]).toEqual([
        variant.ext,
        FORMAT_OF[variant.ext as keyof typeof FORMAT_OF],
        variant.width,
        Math.round((variant.width * 7) / 16),
      ]);
    }

    const again = await encodeVariants(jobs, { cacheDir });
    expect(again.some((v) => v.encoded)).toBe(false);
    expect(again.map((v) => readFileSync(v.cached))).toEqual(first.map((v) => readFileSync(v.cached)));

    // A changed source is encoded anew; a fresh cache gives the same bytes (deterministic output).
    await banner(file, 30);
    expect((await encodeVariants(jobs.slice(0, 1), { cacheDir }))[0].encoded).toBe(true);
    await banner(file);
    const fresh = await encodeVariants(jobs, { cacheDir: join(dir, 'fresh') });
    expect(fresh.map((v) => readFileSync(v.cached))).toEqual(first.map((v) => readFileSync(v.cached)));
  });
});
