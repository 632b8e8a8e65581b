// API latency from the page (issue #24), Chromium through Playwright: `GET /api/services` as the app
// would call it, fetch to parsed JSON, sequential, median of 50 after 5 to warm up; beside it, in
// the same page and the same run, a reference: the same fetch and parse of a static JSON file the
// static host serves (it passes through the service worker's fetch handler too, but is no API path),
// and the ratio of the two. Both hosts of one build: the backend's own service worker (the default),
// and the page itself (service workers blocked on the context, so the page gets none).
// The two are measured in turns (API, reference, API, ...), so a moment of load on a shared machine
// falls on both alike.
// Run alone against any build: npx tsx bench/api.ts [--dir dist] [--samples 50] [--warmup 5]
// [--reference another.json] (a static JSON file in --dir, openapi.json by default)
// (prints the table; writes nothing). npm run bench -- --only api runs it as a step of the bench.
// Functions passed to page.evaluate run in the page.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../tools/chromium-path';
import { newPageContext } from '../tools/page-context';
import { cliOption, freePort, median, reason, serveStatic, type Outcome } from './util';

export const API_PATH = 'api/services';
/** The static JSON the reference fetches: build/openapi.ts writes it into every build. */
export const REFERENCE_PATH = 'openapi.json';
export const SAMPLES = 50;
export const WARMUP = 5;
const msCell = (value: number | null) => (value == null ? 'n/a' : `${value.toFixed(2)} ms`);
/** The two hosts of the same build, as Playwright's context option names them. */
export const HOSTS: { name: string; serviceWorkers: 'allow' | 'block' }[] = [
  { name: 'service worker', serviceWorkers: 'allow' },
  { name: 'page', serviceWorkers: 'block' },
];

/** One answer's status, content type and body size (characters of JSON text). */
type Answer = { status: number; type: string | null; chars: number };
/** A host's figures (ms), or why it has none. */
export type HostLatency =
  | {
      apiMs: number | null;
      referenceMs: number | null;
      ratio: number | null;
      apiSamples: number[];
      referenceSamples: number[];
      apiAnswer: Answer;
      referenceAnswer: Answer;
      error?: undefined;
    }
  | { error: string };
// `reference`: absent in results written before it was a choice.
export type ApiStep = { samples: number; warmup: number; reference?: string; hosts: Record<string, HostLatency> };

/**
 * The figures of one host from its samples (ms): the medians of the API and of the reference, and
 * API / reference (null when either is missing or the reference's median is 0).
 */
export function latencySummary(apiSamples: readonly number[], referenceSamples: readonly number[]) {
  const api = median(apiSamples);
  const reference = median(referenceSamples);
  return { apiMs: api, referenceMs: reference, ratio: api != null && reference ? api / reference : null };
}

/**
 * Runs in the page: `warmup` then `samples` rounds, each one fetch of `api` then one of `reference`,
 * every fetch read to parsed JSON and timed with performance.now(). Returns both series, the
 * answers' statuses and body sizes (characters of JSON text), and whether a service worker
 * controlled the page.
 */
async function measureInPage({ api, reference, samples, warmup }: { api: string; reference: string; samples: number; warmup: number }) {
  const once = async (path: string) => {
    const started = performance.now();
    const res = await fetch(path);
    const body = await res.json();
    const ms = performance.now() - started;
    return { ms, status: res.status, type: res.headers.get('content-type'), chars: JSON.stringify(body).length };
  };
  const out = {
    api: [] as number[],
    reference: [] as number[],
    apiAnswer: null as Answer | null,
    referenceAnswer: null as Answer | null,
    controlled: false,
  };
  for (let i = 0; i < warmup + samples; i += 1) {
    const a = await once(api);
    const r = await once(reference);
    if (i < warmup) continue;
    out.api.push(a.ms);
    out.reference.push(r.ms);
    out.apiAnswer = { status: a.status, type: a.type, chars: a.chars };
    out.referenceAnswer = { status: r.status, type: r.type, chars: r.chars };
  }
  out.controlled = Boolean(navigator.serviceWorker?.controller);
  return out;
}

/** One host: a fresh context, '/' opened until the backend is ready, then the measurement. */
async function measureHost(
  browser: Browser,
  origin: string,
  host: (typeof HOSTS)[number],
  { reference, samples, warmup }: { reference: string; samples: number; warmup: number },
): Promise<HostLatency> {
  const context = await newPageContext(browser, { serviceWorkers: host.serviceWorkers });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(`${origin}?popups=off`, { waitUntil: 'load' });
    // window.__backend comes with the start-up's code, a dynamic import: after 'load' on a quick host.
    await page.waitForFunction(() => window.__backend !== undefined);
    await page.evaluate(() => window.__backend?.ready);
    await page.waitForFunction(() => document.documentElement.dataset.backend === 'ready');
    const m = await page.evaluate(measureInPage, { api: API_PATH, reference, samples, warmup });
    const wantsWorker = host.serviceWorkers === 'allow';
    if (m.controlled !== wantsWorker) throw new Error(`the page was ${m.controlled ? '' : 'not '}controlled by a service worker`);
    if (!m.apiAnswer || !m.referenceAnswer) throw new Error('no samples');
    if (m.apiAnswer.status !== 200) throw new Error(`GET ${API_PATH} answered ${m.apiAnswer.status}`);
    if (m.referenceAnswer.status !== 200) throw new Error(`GET ${reference} answered ${m.referenceAnswer.status}`);
    return {
      ...latencySummary(m.api, m.reference),
      apiSamples: m.api.map((ms) => Math.round(ms * 10) / 10),
      referenceSamples: m.reference.map((ms) => Math.round(ms * 10) / 10),
      apiAnswer: m.apiAnswer,
      referenceAnswer: m.referenceAnswer,
    };
  } finally {
    await context.close();
  }
}

/** Both hosts of the build served at `origin`; a host that fails is reported with its reason. */
export async function runApiLatency({
  origin,
  reference = REFERENCE_PATH,
  samples = SAMPLES,
  warmup = WARMUP,
  log = console.log,
}: {
  origin: string;
  reference?: string;
  samples?: number;
  warmup?: number;
  log?: (line: string) => void;
}): Promise<ApiStep> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const hosts: Record<string, HostLatency> = {};
    for (const host of HOSTS) {
      try {
        const r = await measureHost(browser, origin, host, { reference, samples, warmup });
        hosts[host.name] = r;
        if (r.error === undefined)
          log(`  ${host.name}: API ${msCell(r.apiMs)}, reference ${msCell(r.referenceMs)}, ×${r.ratio?.toFixed(2) ?? 'n/a'}`);
      } catch (error) {
        hosts[host.name] = { error: reason(error) };
        log(`  ${host.name}: n/a (${reason(error)})`);
      }
    }
    return { samples, warmup, reference, hosts };
  } finally {
    await browser.close();
  }
}

/** The report's lines of bench/results/latest.md. */
export function apiLines(step: Outcome<ApiStep>): string[] {
  const title = '## API latency from the page, Chromium through Playwright';
  if (!step.ok) return [title, '', `n/a (${step.error})`, ''];
  const rows = Object.entries(step.hosts).map(([host, r]) =>
    r.error !== undefined
      ? `| ${host} | n/a | n/a | n/a | ${r.error} |`
      : `| ${host} | ${msCell(r.apiMs)} | ${msCell(r.referenceMs)} | ${r.ratio == null ? 'n/a' : `×${r.ratio.toFixed(2)}`} | ${r.apiAnswer.chars.toLocaleString('en')} / ${r.referenceAnswer.chars.toLocaleString('en')} chars |`,
  );
  return [
    title,
    '',
    `\`GET /${API_PATH}\` from the page after the backend is ready (\`window.__backend.ready\`), \`fetch\` to parsed JSON, ${step.samples} sequential requests after ${step.warmup} to warm up; median. The reference is the same fetch and parse of \`/${step.reference ?? REFERENCE_PATH}\`, a static file (it passes through the service worker's fetch handler too, but is no API path), measured in turns with the API in the same page. "page": the same build with service workers blocked, so the backend runs in the page.`,
    '',
    `| backend runs in | API, median | reference (static JSON), median | API / reference | JSON size (API / reference) |`,
    '|---|---|---|---|---|',
    ...rows,
    '',
  ];
}

// Run alone: serves --dir and prints the table.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  const option = (name: string, fallback: string | number) => cliOption(argv, name, String(fallback));
  const dir = option('dir', 'dist');
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`no build in ${dir}`);
  const reference = option('reference', REFERENCE_PATH);
  console.log(`${dir}/${reference}: ${statSync(join(dir, reference)).size} bytes`);
  const server = await serveStatic({ dir, base: '/', port: await freePort(Number(option('port', '4390'))) });
  try {
    const step = await runApiLatency({
      origin: server.url,
      reference,
      samples: Number(option('samples', SAMPLES)),
      warmup: Number(option('warmup', WARMUP)),
    });
    console.log(`\n${apiLines({ ok: true, ...step }).join('\n')}`);
    console.log(JSON.stringify(step.hosts, null, 2));
  } finally {
    server.close();
  }
}
