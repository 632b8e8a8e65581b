// A first visit of the prerendered pages on a 4× slower CPU, as a phone gets it: from navigation to
// the app being live (the hydration's commit, when the page's early-input capture hands over, see
// src/lib/early-input/) and to the backend answering (<html data-backend="ready">). Each run is a
// fresh profile, so each visit is a first one. Medians over `runs`.
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../tools/chromium-path';
import { newPageContext } from '../tools/page-context';
import { median, type Outcome } from './util';

export const HYDRATION_PAGES = ['/', '/donate', '/contact', '/volunteer', '/zakat'];
const CPU_SLOWDOWN = 4;

/** When the page went live and the backend ready (ms since navigation, -1 until then), and whether it was prerendered. */
type HydrationTimes = { live: number; ready: number; firstVisit: boolean };
type ProbedWindow = Window & { __hydrationTimes: HydrationTimes };

export type HydrationStep = { cpuSlowdown: number; pages: Record<string, { liveMs: number; readyMs: number; runs: number }> };

/** Runs in the page before its own scripts: notes when the capture hands over and when the backend is ready. */
function probe() {
  if (window !== window.top) return;
  const times: HydrationTimes = { live: -1, ready: -1, firstVisit: false };
  (window as unknown as ProbedWindow).__hydrationTimes = times;
  const poll = () => {
    const html = document.documentElement;
    if (html && document.body) {
      times.firstVisit ||= html.classList.contains('prerendered');
      if (times.live < 0 && document.getElementById('root') && !('__earlyInput' in window)) times.live = performance.now();
      if (times.ready < 0 && html.dataset.backend === 'ready') times.ready = performance.now();
    }
    if (times.live < 0 || times.ready < 0) setTimeout(poll, 5);
  };
  poll();
}

async function oneVisit(browser: Browser, url: string): Promise<HydrationTimes> {
  const context = await newPageContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(probe);
    await page.goto(url, { waitUntil: 'commit' });
    const deadline = Date.now() + 60_000;
    for (;;) {
      // Polled, not waitForFunction: the page's CSP refuses the eval that waitForFunction needs.
      const times = await page.evaluate(() => (window as unknown as ProbedWindow).__hydrationTimes);
      if (times.live >= 0 && times.ready >= 0) {
        if (!times.firstVisit) throw new Error(`${url} was not a first visit (not prerendered)`);
        return times;
      }
      if (Date.now() > deadline) throw new Error(`${url}: not live and ready within 60 s (${JSON.stringify(times)})`);
      await page.waitForTimeout(50);
    }
  } finally {
    await context.close();
  }
}

/** { [path]: { liveMs, readyMs, samples } } for each page, medians over `runs` first visits. */
export async function runHydration({
  origin,
  runs = 10,
  pages = HYDRATION_PAGES,
  log = console.log,
}: {
  origin: string;
  runs?: number;
  pages?: readonly string[];
  log?: (line: string) => void;
}): Promise<HydrationStep> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const results: HydrationStep['pages'] = {};
  try {
    for (const path of pages) {
      const samples: HydrationTimes[] = [];
      for (let i = 0; i < runs; i += 1) samples.push(await oneVisit(browser, new URL(path.slice(1), origin).href));
      const result = { liveMs: median(samples.map((s) => s.live)) ?? NaN, readyMs: median(samples.map((s) => s.ready)) ?? NaN, runs };
      results[path] = result;
      log(
        `  ${path}: live ${Math.round(result.liveMs)} ms, backend ready ${Math.round(result.readyMs)} ms (medians of ${runs}, ${CPU_SLOWDOWN}× CPU)`,
      );
    }
  } finally {
    await browser.close();
  }
  return { cpuSlowdown: CPU_SLOWDOWN, pages: results };
}

/** The report's lines of bench/results/latest.md. */
export function hydrationLines(step: Outcome<HydrationStep>): string[] {
  const title = '## First visit: navigation to a live page and to a ready backend';
  if (!step.ok) return [title, '', `n/a (${step.error})`, ''];
  const ms = (value: number) => `${Math.round(value)} ms`;
  const rows = Object.entries(step.pages).map(([page, r]) => `| \`${page}\` | ${ms(r.liveMs)} | ${ms(r.readyMs)} | ${r.runs} |`);
  return [
    title,
    '',
    `Fresh profiles, ${step.cpuSlowdown}× CPU slowdown, medians. "Live": React has adopted the prerendered page (what was typed or tapped before is carried out then). "Ready": the backend answers (\`data-backend="ready"\`); it starts after the page is live.`,
    '',
    '| page | navigation → live | navigation → backend ready | runs |',
    '|---|---|---|---|',
    ...rows,
    '',
  ];
}
