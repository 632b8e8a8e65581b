// A returning visit of '/' in Chromium through Playwright: a visitor who has been here before (the
// app has stored its data, so build/prerender.ts's page is not hydrated) opens '/' again in the same
// profile. Measured in the page: the script it loads (gzip, from Resource Timing: the bytes the
// server sends, whether or not this visit found them in the HTTP cache), how much of it crossed the
// network this time, and the time from navigation to the hero's heading. Shared by the e2e check of
// its budget (e2e/public/initial-load.spec.ts) and the bench (bench/returning.ts), so both count alike.
// Functions passed to page.evaluate and addInitScript run in the page.
import type { BrowserContext, Request } from '@playwright/test';

/**
 * The e2e check's ceiling for the script a returning visit of '/' loads (KB, gzip): all of the
 * page's script but the popups (about 154 KB), rounded up. On a loaded machine the home page's
 * later sections (requested after the first render) and the service icons may arrive before the
 * hero heading, which on a quiet one they do not.
 */
export const BUDGET_RETURNING_KB = 160;
/** The donation popup opens 2 s after the app starts (DONATION_POPUP_DELAY_MS), loading its dialog: counted. */
export const FIRST_VISIT_SETTLE_MS = 3_000;

/** What the probe leaves on the page's window. */
type ProbedWindow = Window & { __heroAt: number | null; __pictureShown?: boolean };

/** Installed before any page script: when the app's hero heading shows, and whether the prerendered page was hydrated. */
function heroProbe() {
  const probed = window as unknown as ProbedWindow;
  // Room for every entry: the default buffer keeps 250, and a first visit with its images comes near.
  performance.setResourceTimingBufferSize(1000);
  probed.__heroAt = null;
  document.addEventListener('DOMContentLoaded', () => {
    probed.__pictureShown = document.documentElement.classList.contains('prerendered');
  });
  const observer = new MutationObserver(() => {
    // The app's: the build's HTML (#root[data-prerendered]) holds a hero heading from the start, hidden on this visit.
    if (document.querySelector('#root:not([data-prerendered]) .hero h1')) {
      probed.__heroAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * The page's script loaded by `until` (ms since navigation; all so far by default): loaded (gzip
 * body) and transferred (0 for an HTTP cache hit).
 */
function scriptBytes(until = Infinity): { loaded: number; transferred: number } {
  const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
    (e) => /\.m?js(\?|$)/.test(new URL(e.name).pathname) && e.responseEnd <= (until ?? Infinity),
  );
  return { loaded: scripts.reduce((sum, e) => sum + e.encodedBodySize, 0), transferred: scripts.reduce((sum, e) => sum + e.transferSize, 0) };
}

/**
 * The first visit of `origin` in `context`, a fresh profile: the app stores its data, after which
 * '/' is no longer hydrated from the build's HTML. With `measure`, as a visitor sees it (popups
 * on), and the page's script (gzip) 3 s after the hero heading shows and the data is stored.
 */
async function firstVisit(context: BrowserContext, origin: string, measure: boolean): Promise<number | null> {
  const page = await context.newPage();
  await page.goto(measure ? origin : `${origin}?popups=off`, { waitUntil: 'load' });
  await page.waitForFunction(() => (window as unknown as ProbedWindow).__heroAt !== null, null, { timeout: 30_000 });
  await page.waitForFunction(() => localStorage.getItem('events') || localStorage.getItem('categories'), null, { timeout: 30_000 });
  if (measure) await page.waitForTimeout(FIRST_VISIT_SETTLE_MS);
  const loaded = measure ? (await page.evaluate(scriptBytes, Infinity)).loaded : null;
  await page.close();
  return loaded;
}

/** A returning visit's figures: the script loaded by the hero heading (gzip), of which transferred, and when the heading showed. */
export interface ReturningVisit {
  heroMs: number;
  loaded: number;
  transferred: number;
}

/** With `measureFirst`: also all of the visit's script, the first visit's page script, and the scripts the worker fetched. */
export interface MeasuredVisits extends ReturningVisit {
  all: number;
  firstPage: number;
  workerScripts: string[];
}

/**
 * One returning visit of `origin` (the app's '/') in `context`, a fresh profile: a first visit
 * stores the app's data, then a second page opens '/' again. With `measureFirst`, also what the
 * first visit loaded: `firstPage`, the page's script, and `workerScripts`, the URLs of the scripts
 * the worker fetched.
 */
export async function returningVisit(context: BrowserContext, origin: string): Promise<ReturningVisit>;
export async function returningVisit(context: BrowserContext, origin: string, options: { measureFirst: true }): Promise<MeasuredVisits>;
export async function returningVisit(
  context: BrowserContext,
  origin: string,
  { measureFirst = false }: { measureFirst?: boolean } = {},
): Promise<ReturningVisit | MeasuredVisits> {
  await context.addInitScript(heroProbe);
  const workerScripts: string[] = [];
  const onRequest = (request: Request) => {
    if (request.serviceWorker() && request.resourceType() === 'script') workerScripts.push(request.url());
  };
  if (measureFirst) context.on('request', onRequest);
  const firstPage = await firstVisit(context, origin, measureFirst);
  context.off('request', onRequest);
  const page = await context.newPage();
  await page.goto(origin, { waitUntil: 'load' });
  await page.waitForFunction(() => (window as unknown as ProbedWindow).__heroAt !== null, null, { timeout: 30_000 });
  if (await page.evaluate(() => (window as unknown as ProbedWindow).__pictureShown))
    throw new Error('the returning visit hydrated the prerendered page');
  const heroMs = (await page.evaluate(() => (window as unknown as ProbedWindow).__heroAt)) ?? Infinity;
  // What the visitor waited for: the script that had arrived when the hero heading showed (read
  // later, Resource Timing still tells which entries ended by then).
  const returning = { heroMs, ...(await page.evaluate(scriptBytes, heroMs)) };
  if (!measureFirst) return returning;
  // And all of the visit's script, the sections below the first screen and the popups included.
  await page.waitForTimeout(FIRST_VISIT_SETTLE_MS);
  const all = (await page.evaluate(scriptBytes, Infinity)).loaded;
  return { ...returning, all, firstPage: firstPage ?? 0, workerScripts };
}
