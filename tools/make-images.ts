// Generates every image in public/images (and public/favicon.svg) from the hand-written SVG
// illustrations in tools/images-src. Rasters are rendered with headless Chromium and saved as
// JPEG, lowering the quality until each file fits the 60 KB budget.
//
//   npx tsx tools/make-images.ts            # everything
//   npx tsx tools/make-images.ts gallery    # only outputs whose path contains "gallery"
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { avatar, favicon, logo, logoFooter, logoSticky, mapFallback } from './images-src/brand';
import * as scenes from './images-src/scenes';

/** A drawing: SVG markup. */
type Drawing = () => string;
/** The scenes by name (scenes.ts's exports but its canvas size). */
const SCENES: Record<string, Drawing | undefined> = Object.fromEntries(
  Object.entries(scenes).filter((entry): entry is [string, Drawing] => typeof entry[1] === 'function'),
);

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pub = join(root, 'public');
const MAX_BYTES = 60 * 1000;
const { W, H } = scenes;

/** Overlays that keep white hero text readable where the banner places it; k scales the darkness. */
const stops = (k: number, list: [offset: number, alpha: number][]) =>
  list.map(([o, a]) => `<stop offset="${o}" stop-color="#012a23" stop-opacity="${(a * k).toFixed(2)}"/>`).join('');
const SHADE: Record<'left' | 'right' | 'center', (k: number) => string> = {
  left: (k: number) =>
    `<linearGradient id="ov" x1="0" x2="1">${stops(k, [
      [0, 0.8],
      [0.5, 0.48],
      [1, 0.1],
    ])}</linearGradient>`,
  right: (k: number) =>
    `<linearGradient id="ov" x1="1" x2="0">${stops(k, [
      [0, 0.8],
      [0.5, 0.48],
      [1, 0.1],
    ])}</linearGradient>`,
  center: (k: number) =>
    `<radialGradient id="ov" cx="0.5" cy="0.5" r="0.7">${stops(k, [
      [0, 0.62],
      [0.6, 0.4],
      [1, 0.2],
    ])}</radialGradient>`,
};

// scene: function in scenes.ts; cx/cy: centre of the crop on the 1600 x 1000 canvas;
// vw: visible canvas width (zoom), defaults to the largest crop that fits.
/** How a raster frames its scene. */
type Frame = { scene: string; cx?: number; cy?: number; vw?: number; shade?: keyof typeof SHADE; k?: number };

const RASTERS: [path: string, width: number, height: number, frame: Frame][] = [
  ['images/banners/banner-1.jpg', 1600, 700, { scene: 'schoolOutdoor', cy: 600, shade: 'left' }],
  ['images/banners/banner-2.jpg', 1600, 700, { scene: 'floodRelief', cy: 580, shade: 'center', k: 0.85 }],
  ['images/banners/banner-3.jpg', 1600, 700, { scene: 'foodDrive', cy: 600, shade: 'right' }],
  ['images/banners/banner-4.jpg', 1600, 700, { scene: 'winterMeals', cy: 600, shade: 'center', k: 0.6 }],

  ['images/services/service-1.jpg', 800, 533, { scene: 'schoolOutdoor', cx: 1000, cy: 640, vw: 1100 }],
  ['images/services/service-2.jpg', 800, 533, { scene: 'shelter', cx: 760, cy: 600, vw: 1300 }],
  ['images/services/service-3.jpg', 800, 533, { scene: 'floodRelief', cx: 800, cy: 620, vw: 1250 }],
  ['images/services/service-4.jpg', 800, 533, { scene: 'sewing', cx: 760, cy: 560, vw: 1400 }],
  ['images/services/service-5.jpg', 800, 533, { scene: 'medicalCamp', cx: 820, cy: 610, vw: 1300 }],
  ['images/services/service-6.jpg', 800, 533, { scene: 'zakat', cx: 800, cy: 520, vw: 1500 }],

  ['images/gallery/gallery-01.jpg', 800, 600, { scene: 'schoolWalk', cx: 760, cy: 600, vw: 1250 }],
  ['images/gallery/gallery-02.jpg', 800, 600, { scene: 'foodDrive', cx: 980, cy: 660, vw: 1150 }],
  ['images/gallery/gallery-03.jpg', 800, 600, { scene: 'medicalCamp', cx: 640, cy: 560, vw: 1200 }],
  ['images/gallery/gallery-04.jpg', 800, 600, { scene: 'floodRelief', cx: 780, cy: 640, vw: 1000 }],
  ['images/gallery/gallery-05.jpg', 800, 600, { scene: 'sewing', cx: 720, cy: 620, vw: 1100 }],
  ['images/gallery/gallery-06.jpg', 800, 600, { scene: 'heartHands', cx: 800, cy: 560, vw: 1000 }],
  ['images/gallery/gallery-07.jpg', 800, 600, { scene: 'communityMeal', cx: 820, cy: 620, vw: 1150 }],
  ['images/gallery/gallery-08.jpg', 800, 600, { scene: 'treePlanting', cx: 820, cy: 620, vw: 1300 }],
  ['images/gallery/gallery-09.jpg', 800, 600, { scene: 'shelter', cx: 700, cy: 640, vw: 1050 }],
  ['images/gallery/gallery-10.jpg', 800, 600, { scene: 'cleanWater', cx: 800, cy: 620, vw: 1200 }],
  ['images/gallery/gallery-11.jpg', 800, 600, { scene: 'classroom', cx: 760, cy: 560, vw: 1300 }],
  ['images/gallery/gallery-12.jpg', 800, 600, { scene: 'volunteerTeam', cx: 800, cy: 620, vw: 1200 }],
  ['images/gallery/gallery-13.jpg', 800, 600, { scene: 'checkup', cx: 820, cy: 600, vw: 1100 }],
  ['images/gallery/gallery-14.jpg', 800, 600, { scene: 'winterMeals', cx: 800, cy: 620, vw: 1200 }],
  ['images/gallery/gallery-15.jpg', 800, 600, { scene: 'zakat', cx: 760, cy: 560, vw: 1200 }],
  ['images/gallery/gallery-16.jpg', 800, 600, { scene: 'gala', cx: 800, cy: 500, vw: 1333 }],

  ['images/events/event-1.jpg', 1200, 700, { scene: 'classroom', cx: 800, cy: 540 }],
  ['images/events/event-2.jpg', 1200, 700, { scene: 'medicalCamp', cx: 800, cy: 560 }],
  ['images/events/event-3.jpg', 1200, 700, { scene: 'foodDrive', cx: 800, cy: 560 }],
  ['images/events/event-4.jpg', 1200, 700, { scene: 'treePlanting', cx: 800, cy: 560 }],
  ['images/events/event-5.jpg', 1200, 700, { scene: 'gala', cx: 800, cy: 500 }],
  ['images/events/event-6.jpg', 1200, 700, { scene: 'sewing', cx: 800, cy: 520 }],

  ['images/about/about-1.jpg', 900, 700, { scene: 'teamMeeting', cx: 800, cy: 560 }],
  ['images/about/about-2.jpg', 900, 700, { scene: 'communityMeal', cx: 760, cy: 560 }],
  ['images/cta-donate.jpg', 1200, 800, { scene: 'heartHands', cx: 800, cy: 520 }],
  ['images/volunteer.jpg', 1000, 700, { scene: 'volunteerTeam', cx: 800, cy: 580 }],
  ['images/page-header.jpg', 1600, 400, { scene: 'headerBackdrop', cy: 720 }],
];

const VECTORS: [path: string, make: Drawing][] = [
  ['images/logo.svg', logo],
  ['images/logo-sticky.svg', logoSticky],
  ['images/logo-footer.svg', logoFooter],
  ['images/avatar-admin.svg', avatar],
  ['images/map-fallback.svg', mapFallback],
  ['favicon.svg', favicon],
];

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

function frame(w: number, h: number, spec: Frame, body: string) {
  const aspect = w / h;
  let vw = Math.min(spec.vw ?? W, W, H * aspect);
  let vh = vw / aspect;
  if (vh > H) {
    vh = H;
    vw = vh * aspect;
  }
  const x0 = clamp((spec.cx ?? W / 2) - vw / 2, 0, W - vw);
  const y0 = clamp((spec.cy ?? H / 2) - vh / 2, 0, H - vh);
  const ov = spec.shade
    ? `<defs>${SHADE[spec.shade](spec.k ?? 1)}</defs><rect x="${x0}" y="${y0}" width="${vw}" height="${vh}" fill="url(#ov)"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${x0} ${y0} ${vw} ${vh}" preserveAspectRatio="xMidYMid slice">${body}${ov}</svg>`;
}

async function main() {
  const filter = process.argv[2] ?? '';
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();
  const cache = new Map<string, string>();
  try {
    for (const [rel, w, h, spec] of RASTERS) {
      if (!rel.includes(filter)) continue;
      const scene = SCENES[spec.scene];
      if (!scene) throw new Error(`no scene ${spec.scene} in tools/images-src/scenes.ts`);
      const body = cache.get(spec.scene) ?? scene();
      cache.set(spec.scene, body);
      const svg = frame(w, h, spec, body);
      await page.setViewportSize({ width: w, height: h });
      await page.setContent(`<!doctype html><html><body style="margin:0;overflow:hidden">${svg}</body></html>`);
      let quality = 82;
      let buf = await page.screenshot({ type: 'jpeg', quality });
      while (buf.length > MAX_BYTES && quality > 30) {
        quality -= 4;
        buf = await page.screenshot({ type: 'jpeg', quality });
      }
      const out = join(pub, rel);
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, buf);
      console.log(`${rel.padEnd(34)} ${w}x${h}  q${quality}  ${(buf.length / 1024).toFixed(1)} KB`);
    }
  } finally {
    await browser.close();
  }
  for (const [rel, make] of VECTORS) {
    if (!rel.includes(filter)) continue;
    const out = join(pub, rel);
    mkdirSync(dirname(out), { recursive: true });
    const svg = make();
    writeFileSync(out, svg);
    console.log(`${rel.padEnd(34)} svg  ${(svg.length / 1024).toFixed(1)} KB`);
  }
}

await main();
