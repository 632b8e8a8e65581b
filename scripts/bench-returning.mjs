// The returning visit of '/' in Chromium through Playwright: a visitor who has been here before
// (the app has stored its data, so build/prerender.ts's page is not hydrated) opens '/' again in
// the same profile. Reported: the script the page loads (gzip, from Resource Timing: the bytes the
// server sends, whether or not this visit found them in the HTTP cache), how much of it crossed the
// network this time, and the time from navigation to the hero's heading.
// The first visit of that profile gives the script of a first visit, worker included: the page's by
// Resource Timing, and the service worker's from the server's gzip copy of its file (Resource Timing
// in the page never lists the worker's script, and Playwright reports its body as 0 bytes).
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
/**
 * The e2e check's ceiling for it: all of the page's script but the popups (about 154 KB), rounded
 * up. On a loaded machine the home page's later sections (requested after the first render) and the
 * service icons may arrive before the hero heading, which on a quiet one they do not.
 */
export const BUDGET_RETURNING_KB = 160;
/** Issue #15's target for the script of a first visit of '/', the worker's included (KB, gzip). */
export const TARGET_FIRST_VISIT_KB = 260;
/** The donation popup opens 2 s after the app starts (DONATION_POPUP_DELAY_MS), loading its dialog: counted. */
const FIRST_VISIT_SETTLE_MS = 3_000;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** Lighthouse's mobile screen. */
const VIEWPORT = { width: 412, height: 823 };
/** The backend in its own worker (issue #15) replaces msw's forwarding worker; the first found counts. */
/**
 * { file, gzip } of the service worker the build in `dir` registers, null when it has none: the
 * size of the gzip copy the static server sends (build/gzip.ts writes it at level 9).
 */
export function serviceWorkerSize(dir) {
  const file = 'backend-worker.js';
  return existsSync(join(dir, file)) ? { file, gzip: gzipSync(readFileSync(join(dir, file)), { level: 9 }).length } : null;
}

/**
 * The script of a first visit, gzip: `pageBytes` (the page's, by Resource Timing) plus the worker's
 * file (`worker`, from serviceWorkerSize). `workerScripts` are the URLs of the scripts the worker's
 * side fetched (Playwright's network events): one other than its own file would be missed, so it
 * fails the figure rather than understate it.
 */
export function firstVisitScript(pageBytes, workerScripts, worker) {
  const names = [...new Set(workerScripts.map((url) => new URL(url).pathname.split('/').pop()))];
  const uncounted = names.filter((name) => name !== worker?.file);
  if (uncounted.length) throw new Error(`the service worker loaded scripts the first-visit figure does not count: ${uncounted.join(', ')}`);
  const workerBytes = worker?.gzip ?? 0;
  return { page: pageBytes, worker: workerBytes, total: pageBytes + workerBytes };
}

/** Installed before any page script: when the app's hero heading shows, and whether the prerendered page was hydrated. */
function heroProbe() {
  // Room for every entry: the default buffer keeps 250, and a first visit with its images comes near.
  performance.setResourceTimingBufferSize(1000);
  window.__heroAt = null;
  document.addEventListener('DOMContentLoaded', () => {
    window.__pictureShown = document.documentElement.classList.contains('prerendered');
  });
  const observer = new MutationObserver(() => {
    // The app's: the build's HTML (#root[data-prerendered]) holds a hero heading from the start, hidden on this visit.
    if (document.querySelector('#root:not([data-prerendered]) .hero h1')) {
      window.__heroAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * The page's script loaded by `until` (ms since navigation; all so far by default): loaded (gzip
 * body) and transferred (0 for an HTTP cache hit).
 */
function scriptBytes(until = Infinity) {
  const scripts = performance
    .getEntriesByType('resource')
    .filter((e) => /\.m?js(\?|$)/.test(new URL(e.name).pathname) && e.responseEnd <= (until ?? Infinity));
  return { loaded: scripts.reduce((sum, e) => sum + e.encodedBodySize, 0), transferred: scripts.reduce((sum, e) => sum + e.transferSize, 0) };
}

/**
 * The first visit of `origin` in `context`, a fresh profile: the app stores its data, after which
 * '/' is no longer hydrated from the build's HTML. With `measure`, as a visitor sees it (popups
 * on), and the page's script (gzip) 3 s after the hero heading shows and the data is stored.
 */
async function firstVisit(context, origin, measure) {
  const page = await context.newPage();
  await page.goto(measure ? origin : `${origin}?popups=off`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__heroAt !== null, null, { timeout: 30_000 });
  await page.waitForFunction(() => localStorage.getItem('events') || localStorage.getItem('categories'), null, { timeout: 30_000 });
  if (measure) await page.waitForTimeout(FIRST_VISIT_SETTLE_MS);
  const loaded = measure ? (await page.evaluate(scriptBytes)).loaded : null;
  await page.close();
  return loaded;
}

/**
 * One returning visit of `origin` (the app's '/') in `context`, a fresh profile: a first visit
 * stores the app's data, then a second page opens '/' again. Also the e2e check of its budget
 * (e2e/public/initial-load.spec.ts). With `measureFirst`, also what the first visit loaded:
 * `firstPage`, the page's script, and `workerScripts`, the URLs of the scripts the worker fetched.
 */
export async function returningVisit(context, origin, { measureFirst = false } = {}) {
  await context.addInitScript(heroProbe);
  const workerScripts = [];
  const onRequest = (request) => {
    if (request.serviceWorker() && request.resourceType() === 'script') workerScripts.push(request.url());
  };
  if (measureFirst) context.on('request', onRequest);
  const firstPage = await firstVisit(context, origin, measureFirst);
  context.off('request', onRequest);
  const page = await context.newPage();
  await page.goto(origin, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__heroAt !== null, null, { timeout: 30_000 });
  if (await page.evaluate(() => window.__pictureShown)) throw new Error('the returning visit hydrated the prerendered page');
  const heroMs = await page.evaluate(() => window.__heroAt);
  // What the visitor waited for: the script that had arrived when the hero heading showed (read
  // later, Resource Timing still tells which entries ended by then).
  const returning = { heroMs, ...(await page.evaluate(scriptBytes, heroMs)) };
  if (!measureFirst) return returning;
  // And all of the visit's script, the sections below the first screen and the popups included.
  await page.waitForTimeout(FIRST_VISIT_SETTLE_MS);
  const all = (await page.evaluate(scriptBytes)).loaded;
  return { ...returning, all, firstPage, workerScripts };
}

async function oneRun(browser, origin) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    return await returningVisit(context, origin, { measureFirst: true });
  } finally {
    await context.close();
  }
}

/**
 * Medians over `runs` fresh profiles, each visiting twice: the returning visit, and the first
 * visit's script with `worker` (serviceWorkerSize of the build served at `origin`).
 */
export async function runReturningVisit({ origin, worker, runs = 1, log = console.log }) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      const sample = await oneRun(browser, origin);
      const first = firstVisitScript(sample.firstPage, sample.workerScripts, worker);
      samples.push({ ...sample, firstPage: first.page });
      log(
        `  run ${i + 1}/${runs}: first visit ${kb(first.total)} (page ${kb(first.page)}), returning visit ${kb(sample.loaded)}, hero heading ${Math.round(sample.heroMs)} ms`,
      );
    }
    const pick = (key) => median(samples.map((s) => s[key]));
    return {
      scriptLoaded: pick('loaded'),
      scriptTransferred: pick('transferred'),
      scriptAll: pick('all'),
      heroMs: pick('heroMs'),
      heroSamples: samples.map((s) => Math.round(s.heroMs)),
      firstVisit: { page: pick('firstPage'), pageSamples: samples.map((s) => s.firstPage), worker },
    };
  } finally {
    await browser.close();
  }
}

/** The report's lines of bench/results/latest.md: the first visit of '/', then the returning visit. */
export function returningLines(step) {
  const viewport = `Chromium through Playwright (${VIEWPORT.width} × ${VIEWPORT.height}, no throttling)`;
  const firstTitle = `## First visit of \`/\`, the worker included, ${viewport}`;
  const returningTitle = `## Returning visit of \`/\`, ${viewport}`;
  if (!step.ok) return [firstTitle, '', returningTitle, '', `n/a (${step.error})`, ''];
  const { page, pageSamples, worker } = step.firstVisit;
  const workerBytes = worker?.gzip ?? 0;
  const total = page + workerBytes;
  return [
    firstTitle,
    '',
    "A fresh profile opens `/` (popups on, as a visitor sees it). The page's part is its scripts by Resource Timing (gzip as the server sends it), 3 s after the hero heading shows, so the donation popup's dialog, loaded at its 2 s timer, is in. The worker's part is the server's gzip copy of the file the page registers: the page's Resource Timing never lists it, and Playwright's network events (which list every script the worker fetches: the figure fails if it loads any other) report its body as 0 bytes.",
    '',
    '| figure | median | target | samples (KB) |',
    '|---|---|---|---|',
    `| Script of the first visit, page and worker, gzip | ${kb(total)} | ≤ ${TARGET_FIRST_VISIT_KB} KB | - |`,
    `| … the page's scripts | ${kb(page)} | - | ${pageSamples.map((bytes) => (bytes / 1024).toFixed(1)).join(', ')} |`,
    `| … the service worker's script${worker ? ` (\`${worker.file}\`)` : ', none in the build'} | ${kb(workerBytes)} | - | - |`,
    '',
    returningTitle,
    '',
    'The same profile opens `/` a second time: the app has stored its data, so the prerendered page is not hydrated and the page waits for its code. "Script loaded" is what the page had loaded when the hero heading showed (Resource Timing entries that ended by then), gzip as the server sends it (a visit after a deploy, or with an expired cache, downloads all of it); "transferred" is what of it crossed the network on this visit; "all of the visit" adds what came in the next 3 s (the sections below the first screen, the donation popup).',
    '',
    '| figure | median | target | samples (ms) |',
    '|---|---|---|---|',
    `| Script loaded by the page, gzip | ${kb(step.scriptLoaded)} | ≤ ${TARGET_RETURNING_KB} KB | - |`,
    `| … of which transferred on this visit (the rest from the HTTP cache) | ${kb(step.scriptTransferred)} | - | - |`,
    `| Script of all of the visit, 3 s after the hero heading, gzip | ${kb(step.scriptAll)} | - | - |`,
    `| Navigation to the hero heading | ${Math.round(step.heroMs)} ms | - | ${step.heroSamples.join(', ')} |`,
    '',
  ];
}
