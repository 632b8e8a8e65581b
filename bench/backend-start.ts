// Cold starts of the in-browser backend, Chromium through Playwright: each sample is a fresh
// browser context (no service worker installed, nothing cached or stored) opening the home page,
// timed from navigation start to the moment <html data-backend="ready"> (window.__backend.ready settles then).
// QA's readiness timeout (e2e/kit/backend-fixture.ts) is four times the 95th percentile,
// rounded up to whole 5 s: a machine busier than the bench's (CI, parallel workers) starts slower. Functions passed to page.evaluate run in the page.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../tools/chromium-path';
import { newPageContext } from '../tools/page-context';
import { cliOption, freePort, median, serveStatic } from './util';

export const COLD_STARTS = 20;

/** When the probe saw the backend ready (ms since navigation). */
type ProbedWindow = Window & { __readyAt?: number };

/** The cold starts' samples (ms) and figures. */
export type BackendStartStep = { startsMs: number[]; medianMs: number | null; p95Ms: number | null; timeoutMs: number };

/** The nearest-rank percentile `p` (0–100) of `values`; null when there are none. */
export function percentile(values: readonly number[], p: number): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The readiness timeout to give QA: four times the 95th percentile, rounded up to whole 5 s. */
export function readinessTimeout(p95Ms: number): number {
  return Math.ceil((4 * p95Ms) / 5000) * 5000;
}

export async function runBackendStart({
  origin,
  samples = COLD_STARTS,
  log = () => undefined,
}: {
  origin: string;
  samples?: number;
  log?: (line: string) => void;
}): Promise<BackendStartStep> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const startsMs: number[] = [];
  try {
    for (let i = 0; i < samples; i += 1) {
      const context = await newPageContext(browser);
      const page = await context.newPage();
      // The moment the attribute turns ready, seen by an observer in place before the page's scripts.
      await page.addInitScript(() => {
        new MutationObserver(() => {
          if (document.documentElement.dataset.backend === 'ready') (window as unknown as ProbedWindow).__readyAt ??= performance.now();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-backend'] });
      });
      await page.goto(new URL('./?popups=off', origin.endsWith('/') ? origin : `${origin}/`).href);
      await page.waitForFunction(() => (window as unknown as ProbedWindow).__readyAt !== undefined, null, { timeout: 120_000 });
      startsMs.push(Math.round((await page.evaluate(() => (window as unknown as ProbedWindow).__readyAt)) ?? NaN));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const p95Ms = percentile(startsMs, 95);
  log(`  cold starts: median ${median(startsMs)} ms, 95th percentile ${p95Ms} ms`);
  return { startsMs, medianMs: median(startsMs), p95Ms, timeoutMs: readinessTimeout(p95Ms ?? NaN) };
}

export function backendStartLines(step: ({ ok: true } & BackendStartStep) | { ok: false; error: string }): string[] {
  const title = '## Backend cold start, Chromium through Playwright';
  if (!step.ok) return [title, '', `n/a (${step.error})`, ''];
  return [
    title,
    '',
    `${step.startsMs.length} fresh contexts opening \`/\`, navigation start to \`window.__backend.ready\`: median ${step.medianMs} ms, 95th percentile ${step.p95Ms} ms, slowest ${Math.max(...step.startsMs)} ms. Readiness timeout for QA (four times the 95th percentile, rounded up to whole 5 s): ${step.timeoutMs} ms.`,
    '',
    `Samples (ms): ${step.startsMs.join(', ')}`,
    '',
  ];
}

// Run alone: serves --dir at --base and prints the figures.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  const option = (name: string, fallback: string | number) => cliOption(argv, name, String(fallback));
  const dir = option('dir', 'dist');
  const base = option('base', '/');
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`no build in ${dir}`);
  const server = await serveStatic({ dir, base, port: await freePort(Number(option('port', '4390'))) });
  try {
    const step = await runBackendStart({ origin: server.url, samples: Number(option('samples', COLD_STARTS)), log: console.log });
    console.log(`\n${backendStartLines({ ok: true, ...step }).join('\n')}`);
  } finally {
    server.close();
  }
}
