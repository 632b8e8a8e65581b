// Lighthouse (default config = mobile preset) on the public pages and, signed in, the admin
// dashboard. Each first visit (and the floor) in a Chromium of its own, as an outside Lighthouse
// run with a fresh profile gets it; the admin and repeat-visit runs share one, keeping storage so
// the session and the installed backend survive.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from '../tools/chromium-path';
import { FLOOR } from './floor-page';
import { median, reason, signIn as signInPage, withTimeout } from './util';

export const LIGHTHOUSE_PAGES = ['/', '/events', '/donate', '/admin/dashboard'];
/**
 * Also measured: '/' on a repeat visit (service worker installed, mock db seeded), to separate the
 * first visit's one-off cost (worker install, seeding IndexedDB) from the page's own.
 */
export const REPEAT_VISIT = '/ (repeat visit)';

/** One page's figures, medians over the runs, or why it has none. */
export type PageFigures = {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  failedAudits: string[];
  consoleErrors: string[];
  lcpElement: string | null;
  bootup: string[];
  mainThreadMs: number | null;
  shifts: string[];
  runs: number;
  error?: undefined;
};
export type LighthouseResults = Record<string, PageFigures | { error: string }>;

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/**
 * What a first visit starts without. Lighthouse's default keeps localStorage and IndexedDB between
 * runs in one browser, so every run after the first would be a returning visitor.
 */
const FIRST_VISIT_STORAGE: NonNullable<Flags['clearStorageTypes']> = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'indexeddb',
  'cookies',
];

/** Opens the app once so the next Lighthouse run (storage kept) is a repeat visit. */
async function warmUp(port: number, origin: string) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    await page.goto(origin, { waitUntil: 'load' });
    // The backend starts once the page is live: the repeat visit must find it installed and seeded.
    await page.waitForSelector('html[data-backend="ready"]', { timeout: 30_000 });
    await new Promise((r) => setTimeout(r, 1500));
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** Signs in through the mock backend inside the page and stores the session the way the app does. */
async function signIn(port: number, origin: string) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}development`, { waitUntil: 'load' });
    await page.waitForSelector('#root > *', { timeout: 20_000 });
    await signInPage(page, origin);
    // The dashboard must open without a redirect to the sign-in page.
    await page.goto(`${origin}admin/dashboard`, { waitUntil: 'load' });
    await new Promise((r) => setTimeout(r, 1500));
    if (!page.url().includes('/admin/dashboard')) throw new Error(`signed-in dashboard redirected to ${page.url()}`);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** What is read of an audit's details: its items, each with a node, a URL, timings or nested items. */
type DetailItem = {
  items?: DetailItem[];
  node?: { snippet?: string };
  description?: string;
  sourceLocation?: { url?: string };
  url?: string;
  scripting?: number;
  total?: number;
  score?: number;
};
const detailsOf = (lhr: Result, id: string) => lhr.audits[id]?.details as DetailItem | undefined;

/** The first DOM node snippet in an audit's details (tables may be nested in a list). */
function findNode(details: DetailItem | undefined): string | null {
  if (!details) return null;
  for (const item of details.items ?? []) {
    if (item.node?.snippet) return item.node.snippet.slice(0, 160);
    const nested = findNode(item);
    if (nested) return nested;
  }
  return null;
}

type RunFigures = Omit<PageFigures, 'runs'> & { runtimeError: string | null };

function figures(lhr: Result): RunFigures {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value == null ? null : Math.round(value * 100);
  };
  const value = (id: string) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    failedAudits: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          ['accessibility', 'best-practices'].some((c) => lhr.categories[c]?.auditRefs.some((r) => r.id === a.id && r.weight > 0)),
      )
      .map((a) => a.id),
    consoleErrors: (detailsOf(lhr, 'errors-in-console')?.items ?? []).map((item) =>
      `${item.description ?? ''} ${item.sourceLocation?.url ?? item.url ?? ''}`.trim().slice(0, 200),
    ),
    lcpElement: findNode(detailsOf(lhr, 'largest-contentful-paint-element')),
    bootup: (detailsOf(lhr, 'bootup-time')?.items ?? [])
      .slice(0, 3)
      .map((item) => `${String(item.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(item.scripting ?? item.total ?? 0)} ms`),
    mainThreadMs: lhr.audits['mainthread-work-breakdown']?.numericValue ?? null,
    shifts: (detailsOf(lhr, 'layout-shifts')?.items ?? [])
      .slice(0, 3)
      .map((item) => `${item.score?.toFixed?.(3) ?? ''} ${item.node?.snippet ?? ''}`.slice(0, 160)),
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

/**
 * Median of each figure over `runs` Lighthouse runs per page (`pages`, every one by default); the
 * floor first when `floorOrigin` is given.
 */
export async function runLighthouse({
  origin,
  floorOrigin,
  runs = 1,
  pages = [...LIGHTHOUSE_PAGES, REPEAT_VISIT],
  log = console.log,
}: {
  origin: string;
  floorOrigin?: string;
  runs?: number;
  pages?: readonly string[];
  log?: (line: string) => void;
}): Promise<LighthouseResults> {
  const launch = () => chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });
  const results: LighthouseResults = {};
  // The admin and repeat-visit runs share one browser: they keep storage on purpose.
  let shared: chromeLauncher.LaunchedChrome | null = null;
  try {
    for (const path of [...(floorOrigin ? [FLOOR] : []), ...pages]) {
      const admin = path.startsWith('/admin');
      const repeat = path === REPEAT_VISIT;
      try {
        const samples: RunFigures[] = [];
        for (let i = 0; i < runs; i += 1) {
          // A first visit gets a browser of its own, as a visitor's is: in one browser that had run
          // the site before (Lighthouse's storage reset notwithstanding), later runs measured a
          // fraction of a fresh browser's main-thread work (TBT on / about 600 against 1,800 ms).
          const chrome = admin || repeat ? (shared ??= await launch()) : await launch();
          try {
            if (admin) await withTimeout(signIn(chrome.port, origin), 60_000, 'admin sign-in');
            if (repeat) await withTimeout(warmUp(chrome.port, origin), 60_000, 'warm-up visit');
            const url = path === FLOOR && floorOrigin ? floorOrigin : repeat ? origin : `${origin}${path.slice(1)}`;
            const result = await withTimeout(
              lighthouse(url, {
                port: chrome.port,
                output: 'json',
                logLevel: 'error',
                onlyCategories: CATEGORIES,
                disableStorageReset: admin || repeat,
                clearStorageTypes: FIRST_VISIT_STORAGE,
              }),
              180_000,
              `lighthouse ${path}`,
            );
            if (!result) throw new Error('Lighthouse returned no result');
            const f = figures(result.lhr);
            if (f.runtimeError) throw new Error(f.runtimeError);
            if (admin && !result.lhr.finalDisplayedUrl.includes('/admin/dashboard')) {
              throw new Error(`ended on ${result.lhr.finalDisplayedUrl} (not signed in)`);
            }
            samples.push(f);
            log(
              `  lighthouse ${path} run ${i + 1}/${runs}: perf ${f.performance} a11y ${f.accessibility} bp ${f.bestPractices} TBT ${Math.round(Number(f.tbtMs))} ms`,
            );
          } finally {
            if (chrome !== shared) await chrome.kill();
          }
        }
        const pick = (key: 'performance' | 'accessibility' | 'bestPractices' | 'lcpMs' | 'tbtMs' | 'cls' | 'mainThreadMs') =>
          median(samples.map((s) => s[key]));
        results[path] = {
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          bestPractices: pick('bestPractices'),
          lcpMs: pick('lcpMs'),
          tbtMs: pick('tbtMs'),
          cls: pick('cls'),
          failedAudits: [...new Set(samples.flatMap((s) => s.failedAudits))],
          consoleErrors: [...new Set(samples.flatMap((s) => s.consoleErrors))],
          lcpElement: samples[0].lcpElement,
          bootup: samples[0].bootup,
          mainThreadMs: pick('mainThreadMs'),
          shifts: samples[0].shifts,
          runs: samples.length,
        };
      } catch (error) {
        results[path] = { error: reason(error) };
        log(`  lighthouse ${path}: n/a (${reason(error)})`);
      }
    }
  } finally {
    await shared?.kill();
  }
  return results;
}

/**
 * The same page measured as an outsider does: the Lighthouse CLI, default settings (mobile preset,
 * simulated throttling), a fresh profile of its own each run. The bench's figures are checked
 * against these in the same session (bench/results/latest.md, "Against an outside run").
 */
export async function runOutsideLighthouse({ url, runs = 1 }: { url: string; runs?: number }) {
  const { spawnSync } = await import('node:child_process');
  const { mkdtempSync, readFileSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const samples: { tbtMs: number; lcpMs: number }[] = [];
  for (let i = 0; i < runs; i += 1) {
    const dir = mkdtempSync(join(tmpdir(), 'lighthouse-cli-'));
    try {
      const out = join(dir, 'report.json');
      const flags = [...CHROMIUM_ARGS, '--headless=new'].join(' ');
      const run = spawnSync(
        'npx',
        ['lighthouse', url, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${out}`, `--chrome-flags=${flags}`],
        {
          encoding: 'utf8',
          env: { ...process.env, CHROME_PATH: chromiumPath() },
          timeout: 180_000,
        },
      );
      if (run.status !== 0) throw new Error(`lighthouse CLI: ${run.stderr.trim().split('\n').at(-1)}`);
      const lhr = JSON.parse(readFileSync(out, 'utf8')) as Result;
      samples.push({
        tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return { tbtMs: median(samples.map((s) => s.tbtMs)), lcpMs: median(samples.map((s) => s.lcpMs)), runs: samples.length };
}
