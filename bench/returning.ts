// The returning visit of '/' in the bench (tools/returning-visit.ts measures it, as the e2e check
// of its budget does): the script the page loads, how much of it crossed the network this time, and
// the time from navigation to the hero's heading, medians over fresh profiles.
// The first visit of that profile gives the script of a first visit, worker included: the page's by
// Resource Timing, and the service worker's from the server's gzip copy of its file (Resource Timing
// in the page never lists the worker's script, and Playwright reports its body as 0 bytes).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../tools/chromium-path';
import { newPageContext } from '../tools/page-context';
import { returningVisit, type MeasuredVisits } from '../tools/returning-visit';
import { median } from './util';

/** Issue #15's target for the script a returning visit of '/' loads (KB, gzip), the worker build's. */
export const TARGET_RETURNING_KB = 150;
/** The e2e check's ceiling for it (tools/returning-visit.ts). */
export { BUDGET_RETURNING_KB } from '../tools/returning-visit';
/** Issue #15's target for the script of a first visit of '/', the worker's included (KB, gzip). */
export const TARGET_FIRST_VISIT_KB = 260;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** Lighthouse's mobile screen. */
const VIEWPORT = { width: 412, height: 823 };
/** The service worker's script in a build: its file and the gzip size of the copy the server sends. */
export type WorkerSize = { file: string; gzip: number };

/**
 * { file, gzip } of the service worker the build in `dir` registers, null when it has none: the
 * size of the gzip copy the static server sends (build/gzip.ts writes it at level 9).
 */
export function serviceWorkerSize(dir: string): WorkerSize | null {
  const file = 'backend-worker.js';
  return existsSync(join(dir, file)) ? { file, gzip: gzipSync(readFileSync(join(dir, file)), { level: 9 }).length } : null;
}

/**
 * The script of a first visit, gzip: `pageBytes` (the page's, by Resource Timing) plus the worker's
 * file (`worker`, from serviceWorkerSize). `workerScripts` are the URLs of the scripts the worker's
 * side fetched (Playwright's network events): one other than its own file would be missed, so it
 * fails the figure rather than understate it.
 */
export function firstVisitScript(pageBytes: number, workerScripts: string[], worker: WorkerSize | null) {
  const names = [...new Set(workerScripts.map((url) => new URL(url).pathname.split('/').pop()))];
  const uncounted = names.filter((name) => name !== worker?.file);
  if (uncounted.length) throw new Error(`the service worker loaded scripts the first-visit figure does not count: ${uncounted.join(', ')}`);
  const workerBytes = worker?.gzip ?? 0;
  return { page: pageBytes, worker: workerBytes, total: pageBytes + workerBytes };
}

async function oneRun(browser: Browser, origin: string): Promise<MeasuredVisits> {
  const context = await newPageContext(browser, { viewport: VIEWPORT });
  try {
    return await returningVisit(context, origin, { measureFirst: true });
  } finally {
    await context.close();
  }
}

/** The bench's figures of the returning visit, and of the first visit before it. */
export type ReturningStep = {
  scriptLoaded: number;
  scriptTransferred: number;
  scriptAll: number;
  heroMs: number;
  heroSamples: number[];
  firstVisit: { page: number; pageSamples: number[]; worker: WorkerSize | null };
};

/**
 * Medians over `runs` fresh profiles, each visiting twice: the returning visit, and the first
 * visit's script with `worker` (serviceWorkerSize of the build served at `origin`).
 */
export async function runReturningVisit({
  origin,
  worker,
  runs = 1,
  log = console.log,
}: {
  origin: string;
  worker: WorkerSize | null;
  runs?: number;
  log?: (line: string) => void;
}): Promise<ReturningStep> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const samples: MeasuredVisits[] = [];
    for (let i = 0; i < runs; i += 1) {
      const sample = await oneRun(browser, origin);
      const first = firstVisitScript(sample.firstPage, sample.workerScripts, worker);
      samples.push({ ...sample, firstPage: first.page });
      log(
        `  run ${i + 1}/${runs}: first visit ${kb(first.total)} (page ${kb(first.page)}), returning visit ${kb(sample.loaded)}, hero heading ${Math.round(sample.heroMs)} ms`,
      );
    }
    const pick = (key: 'loaded' | 'transferred' | 'all' | 'heroMs' | 'firstPage') => median(samples.map((s) => s[key])) ?? NaN;
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
export function returningLines(step: ({ ok: true } & ReturningStep) | { ok: false; error: string }): string[] {
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
