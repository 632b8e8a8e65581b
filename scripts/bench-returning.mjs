// The returning visit of '/' in Chromium through Playwright: a visitor who has been here before
// (the app has stored its data, so scripts/prerender.mjs's picture is not shown) opens '/' again in
// the same profile. Reported: the script the page loads (gzip, from Resource Timing: the bytes the
// server sends, whether or not this visit found them in the HTTP cache), how much of it crossed the
// network this time, and the time from navigation to the hero's heading.
// Also the service worker's size, gzip: the file the page registers, on its own.
// Functions passed to page.evaluate and addInitScript run in the page.
/* global window, document, MutationObserver */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path.mjs';
import { median } from './bench-util.mjs';

/** Issue #15's target for the script a returning visit of '/' loads (KB, gzip), the worker build's. */
export const TARGET_RETURNING_KB = 150;
/** The e2e check's ceiling for it: today's figure (148-156 KB over runs) rounded up to the next 5 KB. */
export const BUDGET_RETURNING_KB = 160;
/** Lighthouse's mobile screen, as scripts/prerender.mjs paints its pictures for. */
const VIEWPORT = { width: 412, height: 823 };
/** The backend in its own worker (issue #15) replaces msw's forwarding worker; the first found counts. */
export const WORKER_FILES = ['backend-worker.js', 'mockServiceWorker.js'];

/** { file, gzip } of the service worker the build in `dir` registers; null when it has none. */
export function serviceWorkerSize(dir) {
  const file = WORKER_FILES.find((name) => existsSync(join(dir, name)));
  return file ? { file, gzip: gzipSync(readFileSync(join(dir, file)), { level: 9 }).length } : null;
}

/** Installed before any page script: when the hero heading shows, and whether the picture was chosen. */
function heroProbe() {
  window.__heroAt = null;
  document.addEventListener('DOMContentLoaded', () => {
    window.__pictureShown = document.documentElement.classList.contains('prerendered');
  });
  const observer = new MutationObserver(() => {
    if (document.querySelector('#root .hero h1')) {
      window.__heroAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** The page's script so far: loaded (gzip body) and transferred (0 for an HTTP cache hit). */
function scriptBytes() {
  const scripts = performance.getEntriesByType('resource').filter((e) => /\.m?js(\?|$)/.test(new URL(e.name).pathname));
  return { loaded: scripts.reduce((sum, e) => sum + e.encodedBodySize, 0), transferred: scripts.reduce((sum, e) => sum + e.transferSize, 0) };
}

/**
 * One returning visit of `origin` (the app's '/') in `context`, a fresh profile: a first visit
 * stores the app's data, then a second page opens '/' again. Also the e2e check of its budget
 * (e2e/public/initial-load.spec.ts).
 */
export async function returningVisit(context, origin) {
  await context.addInitScript(heroProbe);
  // The first visit: the app stores its data, after which '/' is no longer shown as the picture.
  const first = await context.newPage();
  await first.goto(`${origin}?popups=off`, { waitUntil: 'load' });
  await first.waitForFunction(() => window.__heroAt !== null, null, { timeout: 30_000 });
  await first.waitForFunction(() => localStorage.getItem('events') || localStorage.getItem('categories'), null, { timeout: 30_000 });
  await first.close();
  const page = await context.newPage();
  await page.goto(origin, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__heroAt !== null, null, { timeout: 30_000 });
  if (await page.evaluate(() => window.__pictureShown)) throw new Error('the returning visit showed the prerendered picture');
  return { heroMs: await page.evaluate(() => window.__heroAt), ...(await page.evaluate(scriptBytes)) };
}

async function oneRun(browser, origin) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    return await returningVisit(context, origin);
  } finally {
    await context.close();
  }
}

/** Medians over `runs` returning visits, each in a fresh profile that has visited once. */
export async function runReturningVisit({ origin, runs = 1, log = console.log }) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      const sample = await oneRun(browser, origin);
      samples.push(sample);
      log(`  returning visit run ${i + 1}/${runs}: script ${(sample.loaded / 1024).toFixed(1)} KB, hero heading ${Math.round(sample.heroMs)} ms`);
    }
    const pick = (key) => median(samples.map((s) => s[key]));
    return { scriptLoaded: pick('loaded'), scriptTransferred: pick('transferred'), heroMs: pick('heroMs'), heroSamples: samples.map((s) => Math.round(s.heroMs)) };
  } finally {
    await browser.close();
  }
}
