// npm run bench: builds the site, then measures it against ARCHITECTURE.md §8 and prints one table,
// also written to bench/results/latest.md and latest.json. Every step is independent: a step that
// fails reports 'n/a' with the reason and the others still run.
// Usage: npm run bench [-- --runs 3] [-- --skip-build] [-- --only size,lighthouse,hydration,returning,big,dashboard,api,backend-start,writes,backend,signin]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import type { SignInFigures } from '../mocks/bench/sign-in';
import { BUDGET_INITIAL_KB, TARGET_INITIAL_KB } from '../tools/initial-load';
import { apiLines, runApiLatency, type ApiStep } from './api';
import { backendStartLines, runBackendStart, type BackendStartStep } from './backend-start';
import type { BigStep } from './big';
import type { DashboardStep } from './dashboard';
import { FLOOR } from './floor-page';
import type { HydrationStep } from './hydration';
import type { LighthouseResults } from './lighthouse';
import { returningLines, runReturningVisit, serviceWorkerSize, type ReturningStep } from './returning';
import { cliOption, freePort, reason, runCommand, serveStatic, type Outcome } from './util';
import { parseBenchTable, type BenchRow } from './vitest-bench-table';
import type { BrowserWritesStep, ServerWritesStep } from './writes';

/** What `npm run size -- --json` prints, of what the bench reads. */
type SizeReport = {
  initialJs: number;
  initialCss: number;
  initialFiles: { js: string[]; css: string[] };
  routes: { route: string; file: string; gzip: number }[];
  pdfInInitial: boolean;
};
type SizeStep = Omit<SizeReport, 'routes'> & { largestRoute: { route: string; gzip: number }; routes: SizeReport['routes'] };
type Figures = { tbtMs: number | null; lcpMs: number | null; runs: number };

/** Each step's figures. */
interface StepData {
  build: { skipped?: boolean };
  size: SizeStep;
  lighthouse: { pages: LighthouseResults; outside: Record<string, Figures> };
  hydration: HydrationStep;
  returning: ReturningStep;
  big: BigStep;
  dashboard: DashboardStep;
  api: ApiStep;
  'backend-start': BackendStartStep;
  writes: BrowserWritesStep;
  serverWrites: ServerWritesStep;
  backend: { rows: BenchRow[]; partial?: string };
  signin: SignInFigures;
}
/** A step in the results: its figures or why it has none, how long it took, and when, if an earlier run measured it. */
type Recorded<T> = Outcome<T> & { seconds?: number; measuredAt?: string };
type Steps = { [K in keyof StepData]?: Recorded<StepData[K]> };

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const option = (name: string, fallback: string) => cliOption(argv, name, fallback);
const runs = Math.max(1, Number(option('runs', '1')) || 1);
const only = option('only', 'size,lighthouse,hydration,returning,big,dashboard,api,backend-start,writes,backend,signin').split(',');
const wants = (step: string) => only.includes(step);
const log = (...args: unknown[]) => console.log(...args);

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value: number | null | undefined) => (value == null ? 'n/a' : `${Math.round(value)} ms`);
const results: {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string };
  runs: number;
  steps: Steps;
  serverError?: string;
} = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version },
  runs,
  steps: {},
};

async function step<K extends keyof StepData>(name: K, fn: () => Promise<StepData[K]>) {
  const started = Date.now();
  log(`\n> ${name}`);
  let outcome: Outcome<StepData[K]>;
  try {
    outcome = { ok: true, ...(await fn()) };
  } catch (error) {
    outcome = { ok: false, error: reason(error) };
    log(`  n/a: ${reason(error)}`);
  }
  const recorded: Recorded<StepData[K]> = { ...outcome, seconds: Math.round((Date.now() - started) / 1000) };
  results.steps[name] = recorded as Steps[K];
}

// 1. Build (at the host root, as a stakeholder's static host would serve it).
await step('build', async () => {
  if (flag('skip-build')) return { skipped: true };
  runCommand('npm', ['run', 'build'], { env: { ...process.env, BASE_PATH: '/' } });
  return {};
});
const built = results.steps.build?.ok ?? false;

// 2. Bundle sizes from the build manifest.
if (wants('size')) {
  await step('size', async () => {
    if (!built) throw new Error('no build');
    const res = runCommand(process.execPath, ['--import', 'tsx', 'tools/size-report.ts', '--json']);
    const report = JSON.parse(res.stdout) as SizeReport;
    const largest = report.routes[0] ?? { route: 'none', gzip: 0 };
    return {
      initialJs: report.initialJs,
      initialCss: report.initialCss,
      largestRoute: largest,
      pdfInInitial: report.pdfInInitial,
      initialFiles: report.initialFiles,
      routes: report.routes,
    };
  });
}

// 3 and 4 need the build served.
let server: { url: string; close: () => void } | null = null;
if (built && ['lighthouse', 'hydration', 'returning', 'big', 'dashboard', 'api', 'backend-start', 'writes'].some(wants)) {
  try {
    const port = await freePort(Number(option('port', '4390')));
    server = await serveStatic({ dir: 'dist', base: '/', port });
    log(`\nServing dist at ${server.url}`);
  } catch (error) {
    log(`  static server: n/a (${reason(error)})`);
    results.serverError = reason(error);
  }
}

if (wants('lighthouse')) {
  await step('lighthouse', async () => {
    const served = server;
    if (!served) throw new Error(results.serverError ?? 'no build to serve');
    const { runLighthouse, runOutsideLighthouse } = await import('./lighthouse');
    const { serveFloor } = await import('./floor-page');
    const floor = await serveFloor();
    try {
      const pages = await runLighthouse({ origin: served.url, floorOrigin: floor.url, runs, log });
      // The same two pages as an outsider measures them, to show the bench measures what they get.
      const outside = { [FLOOR]: await runOutsideLighthouse({ url: floor.url, runs }), '/': await runOutsideLighthouse({ url: served.url, runs }) };
      log(`  outside Lighthouse: / TBT ${ms(outside['/'].tbtMs)}, floor TBT ${ms(outside[FLOOR].tbtMs)}`);
      return { pages, outside };
    } finally {
      floor.close();
    }
  });
}

if (wants('hydration')) {
  await step('hydration', async () => {
    if (!server) throw new Error(results.serverError ?? 'no build to serve');
    const { runHydration } = await import('./hydration');
    return runHydration({ origin: server.url, runs: Math.max(10, runs), log });
  });
}

if (wants('returning')) {
  await step('returning', async () => {
    if (!server) throw new Error(results.serverError ?? 'no build to serve');
    return runReturningVisit({ origin: server.url, worker: serviceWorkerSize('dist'), runs, log });
  });
}

if (wants('big')) {
  await step('big', async () => {
    if (!server) throw new Error(results.serverError ?? 'no build to serve');
    const { runBigScenario } = await import('./big');
    return runBigScenario({ origin: server.url, samples: 10, log });
  });
}
if (wants('dashboard')) {
  await step('dashboard', async () => {
    if (!server) throw new Error(results.serverError ?? 'no build to serve');
    const { runDashboardReport } = await import('./dashboard');
    return runDashboardReport({ origin: server.url, log });
  });
}
if (wants('api')) {
  await step('api', async () => {
    if (!server) throw new Error(results.serverError ?? 'no build to serve');
    return runApiLatency({ origin: server.url, log });
  });
}
if (wants('backend-start')) {
  await step('backend-start', async () => {
    if (!server) throw new Error(results.serverError ?? 'no build to serve');
    return runBackendStart({ origin: server.url, log });
  });
}
if (wants('writes')) {
  await step('writes', async () => {
    if (!server) throw new Error(results.serverError ?? 'no build to serve');
    const { runBrowserWrites } = await import('./writes');
    return runBrowserWrites({ origin: server.url, log });
  });
}
server?.close();

// The api-server's writes (seed against big), after the static server: it needs no build.
if (wants('writes')) {
  await step('serverWrites', async () => {
    const { runServerWrites } = await import('./writes');
    return runServerWrites({ log });
  });
}

// 5. The mock backend's cost as data grows (Vitest bench over msw/node).
if (wants('backend')) {
  await step('backend', async () => {
    const res = runCommand('npx', ['vitest', 'bench', '--run', 'mocks/bench/admin-lists.bench.ts'], {
      check: false, // a partial table still reports
      env: { ...process.env, FORCE_COLOR: '0' },
      timeout: 600_000,
    });
    const rows = parseBenchTable(res.stdout);
    const failed = /FAIL|Error:/.test(res.stdout) && rows.length < 12 ? (res.stdout.match(/Error: .*/)?.[0] ?? '') : '';
    if (!rows.length) throw new Error(`no results ${failed}`);
    return { rows, ...(failed ? { partial: failed } : {}) };
  });
}

// 6. A sign-in's cost (PBKDF2 at 600,000 iterations) in Node, against the old count in the same run.
if (wants('signin')) {
  await step('signin', async () => {
    const { createTsLoader } = await import('../tools/load-ts');
    const loader = await createTsLoader();
    try {
      const { measureSignIn } = await loader.load<typeof import('../mocks/bench/sign-in')>('/mocks/bench/sign-in.ts');
      return await measureSignIn(Math.max(5, runs));
    } finally {
      await loader.close();
    }
  });
}

// ---- Report ----
// A partial run (--only) keeps the other steps' figures from the results it replaces, each with the
// date it was measured, so latest.md never loses a section to a run that did not measure it.
const carried: string[] = [];
if (argv.includes('--only')) {
  try {
    // An earlier run's results, as this script wrote them.
    const previous = JSON.parse(readFileSync('bench/results/latest.json', 'utf8')) as { date: string; steps?: Record<string, Recorded<object>> };
    const steps = results.steps as Record<string, Recorded<object>>;
    for (const [name, value] of Object.entries(previous.steps ?? {})) {
      if (name in steps) continue;
      const measuredAt = value.measuredAt ?? previous.date;
      steps[name] = { ...value, measuredAt };
      carried.push(`${name} (${measuredAt.slice(0, 10)})`);
    }
  } catch {
    // No earlier results: the partial run stands alone.
  }
}
const S = results.steps;
const yes = (ok: boolean) => (ok ? 'yes' : 'NO');
const lines: string[] = [];
const table = (header: string[], rows: string[][]) => {
  lines.push(`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`);
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
  lines.push('');
};
lines.push(`# Benchmark results`, '');
lines.push(
  `${results.date}; ${results.machine.cpus} × ${results.machine.cpuModel}, ${results.machine.memoryGb} GB, Node ${results.machine.node}; Lighthouse runs per page: ${runs}.`,
  '',
);
if (S.build && !S.build.ok) lines.push(`Build: n/a (${S.build.error})`, '');
if (carried.length) lines.push(`Not measured in this run (\`--only\`), kept from an earlier one: ${carried.join(', ')}.`, '');

lines.push('## Bundle (gzip)', '');
const budgetKb = BUDGET_INITIAL_KB;
if (S.size?.ok) {
  table(
    ['figure', 'measured', 'budget', 'target', 'within budget'],
    [
      ['Initial JS for `/`', kb(S.size.initialJs), `${budgetKb} KB`, `${TARGET_INITIAL_KB} KB`, yes(S.size.initialJs <= budgetKb * KB)],
      ['Initial CSS for `/`', kb(S.size.initialCss), '-', '-', '-'],
      [
        `Largest route chunk (${S.size.largestRoute.route})`,
        kb(S.size.largestRoute.gzip),
        '40 KB',
        '25 KB',
        yes(S.size.largestRoute.gzip <= 40 * KB),
      ],
      ['jspdf in the initial load', S.size.pdfInInitial ? 'yes' : 'no', 'never', 'never', yes(!S.size.pdfInInitial)],
    ],
  );
} else if (S.size) lines.push(`n/a (${S.size.error})`, '');

lines.push('## Lighthouse (mobile preset)', '');
lines.push(
  'Public pages are first visits (a fresh profile): they paint the HTML React rendered at build time, which the app then hydrates (README, "First paint"). The repeat visit of `/` renders the app directly. `floor` is `bench/floor/`, a minimal Vite + React + React Router page measured in the same session. Scores are medians over the runs.',
  '',
);
if (S.lighthouse?.ok) {
  const rows = Object.entries(S.lighthouse.pages).map(([page, r]) =>
    r.error !== undefined
      ? [`\`${page}\``, 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', r.error]
      : [
          `\`${page}\``,
          String(r.performance),
          String(r.accessibility),
          String(r.bestPractices),
          ms(r.lcpMs),
          ms(r.tbtMs),
          r.cls == null ? 'n/a' : r.cls.toFixed(3),
          r.failedAudits.length ? r.failedAudits.join(', ') : '-',
        ],
  );
  table(
    ['page', 'performance (≥ 95)', 'accessibility (100)', 'best practices (≥ 95)', 'LCP', 'TBT', 'CLS', 'a11y / best-practice audits not passed'],
    rows,
  );
  const floor = S.lighthouse.pages[FLOOR];
  if (floor && floor.error === undefined) {
    lines.push("Against the floor, same run (TBT as a difference: the floor's is often 0 ms; target on `/`: TBT ≤ floor + 100 ms, LCP ≤ 1.2 s):", '');
    const ratio = (value: number | null, base: number | null) => (value == null || !base ? 'n/a' : `${(value / base).toFixed(2)}×`);
    const rows = Object.entries(S.lighthouse.pages)
      .flatMap(([page, r]) => (page !== FLOOR && r.error === undefined ? [[page, r] as const] : []))
      .map(([page, r]) => [
        `\`${page}\``,
        ms(r.tbtMs),
        `+${ms(Number(r.tbtMs) - Number(floor.tbtMs))}`,
        ms(r.lcpMs),
        ratio(r.lcpMs, floor.lcpMs),
        ms(r.mainThreadMs),
        ratio(r.mainThreadMs, floor.mainThreadMs),
      ]);
    table(
      [
        `page`,
        `TBT (floor ${ms(floor.tbtMs)})`,
        'TBT − floor',
        `LCP (floor ${ms(floor.lcpMs)})`,
        'LCP ÷ floor',
        `main thread (floor ${ms(floor.mainThreadMs)})`,
        'main thread ÷ floor',
      ],
      rows,
    );
  }
  if (S.lighthouse.outside) {
    lines.push('Against an outside run, same session: the Lighthouse CLI with its defaults and a fresh profile each run (medians):', '');
    const { pages, outside: outsideRuns } = S.lighthouse;
    const rows = [FLOOR, '/'].map((page) => {
      const found = pages[page];
      const bench = found?.error === undefined ? found : undefined;
      const outside = outsideRuns[page];
      return [`\`${page}\``, ms(bench?.tbtMs), ms(outside?.tbtMs), ms(bench?.lcpMs), ms(outside?.lcpMs)];
    });
    table(['page', 'TBT, bench', 'TBT, outside', 'LCP, bench', 'LCP, outside'], rows);
  }
  const details = Object.entries(S.lighthouse.pages).flatMap(([page, r]) => (r.error === undefined ? [[page, r] as const] : []));
  for (const [page, r] of details) {
    const parts: string[] = [];
    if (r.lcpElement) parts.push(`LCP element \`${r.lcpElement.replace(/`/g, "'")}\``);
    if (r.mainThreadMs != null) parts.push(`main-thread work ${ms(r.mainThreadMs)} (top scripts: ${(r.bootup ?? []).join('; ') || 'n/a'})`);
    if (r.shifts?.length) parts.push(`largest layout shifts: ${r.shifts.map((x) => `\`${x.replace(/`/g, "'")}\``).join('; ')}`);
    if (r.consoleErrors?.length) parts.push(`console errors: ${r.consoleErrors.join('; ')}`);
    if (parts.length) lines.push(`- \`${page}\`: ${parts.join('. ')}`);
  }
  lines.push('');
} else if (S.lighthouse) lines.push(`n/a (${S.lighthouse.error})`, '');

if (S.returning) lines.push(...returningLines(S.returning));

lines.push('## `big` scenario (10,000 donations), Chromium through Playwright', '');
if (S.big?.ok) {
  table(
    ['figure', 'median', 'target', 'samples (ms)'],
    [
      [
        'Navigation to the first donations row (includes app start and the spec’s 500 ms load delay)',
        ms(S.big.firstRenderMs),
        '< 1 s',
        (S.big.firstRenderSamples ?? []).join(', ') || 'n/a',
      ],
      ['… of which: navigation to the donations section heading (app start, mock backend start, chunks)', ms(S.big.sectionShownMs), '-', '-'],
      ['Sidebar click on Donations to the first row', ms(S.big.tabSwitchMs), '< 1 s', (S.big.tabSwitchSamples ?? []).join(', ') || 'n/a'],
      [
        'Donations search: last keystroke to updated table',
        S.big.searchMs == null ? 'n/a' : `${S.big.searchMs.toFixed(1)} ms`,
        '< 100 ms (target 50)',
        (S.big.searchSamples ?? []).join(', ') || 'n/a',
      ],
    ],
  );
  if (S.big.notes?.length) lines.push(`Notes: ${S.big.notes.join('; ')}`, '');
} else if (S.big) lines.push(`n/a (${S.big.error})`, '');

if (S.hydration) lines.push(...(await import('./hydration')).hydrationLines(S.hydration));
if (S.dashboard) lines.push(...(await import('./dashboard')).dashboardLines(S.dashboard));
if (S.api) lines.push(...apiLines(S.api));
if (S['backend-start']) lines.push(...backendStartLines(S['backend-start']));
if (S.writes || S.serverWrites) lines.push(...(await import('./writes')).writesLines(S.writes, S.serverWrites));

lines.push('## Mock backend cost as data grows (msw/node, Vitest bench, mean per request)', '');
if (S.backend?.ok) {
  const rows: string[][] = [];
  const backendRows = S.backend.rows;
  const keys = [...new Set(backendRows.map((r) => `${r.endpoint} (${r.mode})`))];
  for (const key of keys) {
    const group = backendRows.filter((r) => `${r.endpoint} (${r.mode})` === key).sort((a, b) => a.records - b.records);
    const by = (n: number) => group.find((r) => r.records === n);
    const cell = (n: number) => {
      const row = by(n);
      return row ? `${row.meanMs.toFixed(1)} ms` : 'n/a';
    };
    const small = by(1000);
    const large = by(50000);
    const growth = small && large ? `×${(large.meanMs / small.meanMs).toFixed(1)}` : 'n/a';
    rows.push([`GET ${key}`, cell(1000), cell(10000), cell(50000), growth]);
  }
  table(['request', '1,000', '10,000', '50,000', '50k / 1k'], rows);
  lines.push(
    '"warm": the handlers read the collection they keep in memory; "cold": that cache is dropped first, so the storage read (a structured clone, as IndexedDB does) counts too.',
    '',
  );
  if (S.backend.partial) lines.push(`Partial: ${S.backend.partial}`, '');
} else if (S.backend) lines.push(`n/a (${S.backend.error})`, '');

lines.push('## Sign-in (Node, median, the password hash derived each time)', '');
if (S.signin?.ok) {
  const n = (value: number) => value.toLocaleString('en-US');
  table(
    ['figure', 'median', 'target'],
    [
      [
        `POST /api/admin/login, PBKDF2-SHA256 at ${n(S.signin.iterations)} (samples ${S.signin.signInSamples.join(', ')} ms)`,
        ms(S.signin.signInMs),
        '< 1 s',
      ],
      [`… the derivation alone at ${n(S.signin.iterations)}`, ms(S.signin.pbkdf2Ms), '-'],
      [`reference, same run: the derivation at ${n(S.signin.referenceIterations)} (before issue #27)`, ms(S.signin.referenceMs), '-'],
    ],
  );
} else if (S.signin) lines.push(`n/a (${S.signin.error})`, '');

const markdown = lines.join('\n');
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.md', `${markdown}\n`);
writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
log(`\n${markdown}`);
log('Written to bench/results/latest.md and bench/results/latest.json');
