// What a write costs as the data grows (issue #29), seed data against the `big` scenario (10,000
// donations), each pair measured in the same run, in turns, so a moment of load on a shared machine
// falls on both alike:
// - in the browser: `POST /api/donations` from the page, answered by the backend's service worker
//   over IndexedDB, sequential, median of 20 after 3 to warm up (Chromium through Playwright);
// - `npm run api-server -- --data FILE`: `POST /api/contact-forms` from 10 connections at once for
//   10 s (a small Node load loop: fetch with keep-alive), answers per second and mean latency, then
//   `GET /api/services` the same way for 5 s (a read, beside the writes: what the server's own
//   overhead per request costs); the server runs as its own process, with a fresh data file per run.
// Run alone: npx tsx bench/writes.ts [--dir dist] (prints the tables; writes nothing).
// npm run bench -- --only writes runs it as a step of the bench.
// Functions passed to page.evaluate run in the page.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../tools/chromium-path';
import { newPageContext } from '../tools/page-context';
import { cliOption, freePort, median, reason, serveStatic, type Outcome } from './util';

/** The data sets compared: the default seed, and the big one. */
export const DATA_SETS = [
  { name: 'seed', scenario: 'default' },
  { name: 'big', scenario: 'big' },
] as const;
type DataSet = (typeof DATA_SETS)[number];
type PerSet<T> = Record<DataSet['name'], T>;

export type BrowserWritesStep = { samples: number; medians: PerSet<number>; ratio: number };
/** One server run's figures: answers per second, mean latency (ms), the data's bytes on disk, reads per second. */
type ServerRun = { perSecond: number; meanMs: number; bytes: number; readsPerSecond: number };
type ServerFigures = { perSecond: number; meanMs: number; megabytes: number; readsPerSecond: number };
export type ServerWritesStep = PerSet<ServerFigures> & {
  connections: number;
  loadSeconds: number;
  readSeconds: number;
  rounds: number;
  ratio: number;
};
const DONATION = {
  donor_name: 'Amelia Hughes',
  donor_email: 'amelia@example.org',
  donor_country: 'United Kingdom',
  amount: 25,
  donation_type: 'donation',
  campaign: 'education',
  frequency: 'monthly',
  card_last4: '4242',
  card_name: 'Amelia Hughes',
};
const CONTACT = { name: 'Sam Lee', email: 'sam@example.org', subject: 'Volunteering', message: 'How can I help on weekends?' };

// ---- In the browser ----

/** Runs in the page: `warmup` then `samples` sequential donations, each timed fetch to parsed JSON. */
async function postDonations({ body, samples, warmup }: { body: typeof DONATION; samples: number; warmup: number }) {
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < warmup + samples; i += 1) {
    const started = performance.now();
    const res = await fetch('api/donations', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    await res.json();
    status = res.status;
    if (i >= warmup) times.push(performance.now() - started);
  }
  return { times, status, controlled: Boolean(navigator.serviceWorker?.controller) };
}

async function browserOnce(
  browser: Browser,
  origin: string,
  set: DataSet,
  { samples, warmup }: { samples: number; warmup: number },
): Promise<number[]> {
  const context = await newPageContext(browser);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    await page.goto(`${origin}?popups=off&scenario=${set.scenario}`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__backend !== undefined);
    await page.evaluate(() => window.__backend?.ready);
    await page.waitForFunction(() => document.documentElement.dataset.backend === 'ready');
    const m = await page.evaluate(postDonations, { body: DONATION, samples, warmup });
    if (!m.controlled) throw new Error('the page was not controlled by the service worker');
    if (m.status !== 201) throw new Error(`POST /api/donations answered ${m.status}`);
    return m.times;
  } finally {
    await context.close();
  }
}

/** Browser write latency, seed and big, in turns (`rounds` each). */
export async function runBrowserWrites({
  origin,
  samples = 20,
  warmup = 3,
  rounds = 2,
  log = console.log,
}: {
  origin: string;
  samples?: number;
  warmup?: number;
  rounds?: number;
  log?: (line: string) => void;
}): Promise<BrowserWritesStep> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const times: PerSet<number[]> = { seed: [], big: [] };
    for (let round = 0; round < rounds; round += 1) {
      for (const set of DATA_SETS) times[set.name].push(...(await browserOnce(browser, origin, set, { samples, warmup })));
    }
    const medians: PerSet<number> = { seed: median(times.seed) ?? NaN, big: median(times.big) ?? NaN };
    log(`  browser: seed ${medians.seed.toFixed(1)} ms, big ${medians.big.toFixed(1)} ms`);
    return { samples: samples * rounds, medians, ratio: medians.big / medians.seed };
  } finally {
    await browser.close();
  }
}

// ---- The api-server ----

/** Starts `npm run api-server` on a fresh data file of `scenario`; resolves with its URL once it listens. */
async function startServer(scenario: string, dir: string): Promise<{ url: string; data: string; stop: () => Promise<unknown> }> {
  const port = await freePort(4590);
  const data = join(dir, `${scenario}.json`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/api-server.ts', '--port', String(port), '--data', data, '--scenario', scenario], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk;
      const match = /Mock API listening on (\S+)/.exec(output);
      if (match) resolve(match[1].replace(/\/$/, ''));
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`api-server exited (${code}): ${output.trim()}`)));
  });
  return { url, data, stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))) };
}

/** A request the load loops send, and the status that counts as answered. */
type Call = { path: string; init: RequestInit; status: number };

const WRITE: Call = {
  path: '/api/contact-forms',
  init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(CONTACT) },
  status: 201,
};
const READ: Call = { path: '/api/services', init: {}, status: 200 };

/** `connections` loops sending `call` one after another for `seconds`; answers per second and mean latency. */
async function load(url: string, { connections, seconds, call = WRITE }: { connections: number; seconds: number; call?: Call }) {
  const until = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let failed = 0;
  const loop = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const res = await fetch(`${url}${call.path}`, call.init);
      await res.arrayBuffer();
      if (res.status === call.status) latencies.push(performance.now() - started);
      else failed += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  if (failed) throw new Error(`${failed} answers to ${call.path} were not ${call.status}`);
  return { perSecond: latencies.length / elapsed, meanMs: latencies.reduce((a, b) => a + b, 0) / latencies.length };
}

/** api-server write throughput, seed and big, in turns (`rounds` each). */
export async function runServerWrites({
  connections = 10,
  seconds = 10,
  readSeconds = 5,
  rounds = 2,
  log = console.log,
}: {
  connections?: number;
  seconds?: number;
  readSeconds?: number;
  rounds?: number;
  log?: (line: string) => void;
}): Promise<ServerWritesStep> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-writes-'));
  try {
    const runs: PerSet<ServerRun[]> = { seed: [], big: [] };
    for (let round = 0; round < rounds; round += 1) {
      for (const set of DATA_SETS) {
        const server = await startServer(set.scenario, join(dir, String(round)));
        try {
          await load(server.url, { connections, seconds: 1 }); // warm-up
          const run = await load(server.url, { connections, seconds });
          const bytes = (await stat(server.data)).size + (await stat(`${server.data}.journal`)).size;
          const readsPerSecond = (await load(server.url, { connections, seconds: readSeconds, call: READ })).perSecond;
          runs[set.name].push({ ...run, bytes, readsPerSecond });
        } finally {
          await server.stop();
        }
      }
    }
    const figures = (r: ServerRun[]): ServerFigures => ({
      perSecond: median(r.map((x) => x.perSecond)) ?? NaN,
      meanMs: median(r.map((x) => x.meanMs)) ?? NaN,
      megabytes: (median(r.map((x) => x.bytes)) ?? NaN) / 2 ** 20,
      readsPerSecond: median(r.map((x) => x.readsPerSecond)) ?? NaN,
    });
    const summary: PerSet<ServerFigures> = { seed: figures(runs.seed), big: figures(runs.big) };
    log(`  api-server: seed ${summary.seed.perSecond.toFixed(0)} req/s, big ${summary.big.perSecond.toFixed(0)} req/s`);
    // Not `seconds`: the bench keeps each step's own duration under that name.
    return { connections, loadSeconds: seconds, readSeconds, rounds, ...summary, ratio: summary.big.perSecond / summary.seed.perSecond };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// ---- Report ----

const yes = (ok: boolean) => (ok ? 'yes' : 'NO');

/** The report's lines of bench/results/latest.md. */
export function writesLines(
  browserStep: Outcome<BrowserWritesStep> | null | undefined,
  serverStep: Outcome<ServerWritesStep> | null | undefined,
): string[] {
  const lines = ['## Writes as the data grows, seed data against `big` (10,000 donations)', ''];
  lines.push('| figure | seed data | `big` | big / seed | target | met |', '|---|---|---|---|---|---|');
  if (browserStep?.ok) {
    const { medians, ratio, samples } = browserStep;
    lines.push(
      `| in the browser (service worker over IndexedDB), \`POST /api/donations\`, median of ${samples} sequential | ${medians.seed.toFixed(1)} ms | ${medians.big.toFixed(1)} ms | ×${ratio.toFixed(2)} | ≤ ×1.5 | ${yes(ratio <= 1.5)} |`,
    );
  } else if (browserStep) lines.push(`| in the browser | n/a | n/a | n/a | ≤ ×1.5 | ${browserStep.error} |`);
  if (serverStep?.ok) {
    const { seed, big, ratio, connections, loadSeconds, readSeconds } = serverStep;
    lines.push(
      `| \`npm run api-server --data\`, \`POST /api/contact-forms\`, ${connections} connections for ${loadSeconds} s | ${seed.perSecond.toFixed(0)} req/s, ${seed.meanMs.toFixed(1)} ms mean | ${big.perSecond.toFixed(0)} req/s, ${big.meanMs.toFixed(1)} ms mean | ×${ratio.toFixed(2)} | ≥ ×0.7, seed ≥ 300 req/s | ${yes(ratio >= 0.7 && seed.perSecond >= 300)} |`,
      `| the data file and its journal after those writes | ${seed.megabytes.toFixed(1)} MB | ${big.megabytes.toFixed(1)} MB | | | |`,
      `| the same server after those writes, \`GET /api/services\`, ${connections} connections for ${readSeconds} s | ${seed.readsPerSecond.toFixed(0)} req/s | ${big.readsPerSecond.toFixed(0)} req/s | ×${(big.readsPerSecond / seed.readsPerSecond).toFixed(2)} | | |`,
    );
  } else if (serverStep) lines.push(`| api-server | n/a | n/a | n/a | ≥ ×0.7 | ${serverStep.error} |`);
  lines.push(
    '',
    'Each figure is the median of two rounds, seed and `big` in turns within the run; the api-server gets a fresh data file per round.',
    '',
  );
  return lines;
}

// Run alone: serves --dir and prints the table.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  const option = (name: string, fallback: string) => cliOption(argv, name, fallback);
  const only = option('only', 'browser,server').split(',');
  const step = async <T extends object>(fn: () => Promise<T>): Promise<Outcome<T>> => {
    try {
      return { ok: true, ...(await fn()) };
    } catch (error) {
      return { ok: false, error: reason(error) };
    }
  };
  let browserStep: Outcome<BrowserWritesStep> | null = null;
  if (only.includes('browser')) {
    const dir = option('dir', 'dist');
    if (!existsSync(join(dir, 'index.html'))) throw new Error(`no build in ${dir}`);
    const server = await serveStatic({ dir, base: '/', port: await freePort(Number(option('port', '4390'))) });
    browserStep = await step(() => runBrowserWrites({ origin: server.url }));
    server.close();
  }
  const serverStep = only.includes('server') ? await step(() => runServerWrites({})) : null;
  console.log(`\n${writesLines(browserStep, serverStep).join('\n')}`);
}
