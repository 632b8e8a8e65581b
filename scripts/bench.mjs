#!/usr/bin/env node
// npm run bench: builds the site, then measures it against ARCHITECTURE.md §8 and prints one table,
// also written to bench/results/latest.md and latest.json. Every step is independent: a step that
// fails reports 'n/a' with the reason and the others still run.
// Usage: npm run bench [-- --runs 3] [-- --skip-build] [-- --only size,lighthouse,hydration,returning,big,dashboard,api,backend-start,writes,backend,signin]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { apiLines, runApiLatency } from './bench-api.mjs';
import { backendStartLines, runBackendStart } from './bench-backend-start.mjs';
import { FLOOR } from './bench-floor.mjs';
import { returningLines, runReturningVisit, serviceWorkerSize } from './bench-returning.mjs';
import { cliOption, freePort, reason, runCommand, serveStatic } from './bench-util.mjs';
import { BUDGET_INITIAL_KB, TARGET_INITIAL_KB } from './initial-load.mjs';
import { parseBenchTable } from './vitest-bench-table.mjs';

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name, fallback) => cliOption(argv, name, fallback);
const runs = Math.max(1, Number(option('runs', '1')) || 1);
const only = option('only', 'size,lighthouse,hydration,returning,big,dashboard,api,backend-start,writes,backend,signin').split(',');
const wants = (step) => only.includes(step);
const log = (...args) => console.log(...args);

const KB = 1024;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value) => (value == null ? 'n/a' : `${Math.round(value)} ms`);
const results = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version },
  runs,
  steps: {},
};

async function step(name, fn) {
  const started = Date.now();
  log(`\n> ${name}`);
  try {
    results.steps[name] = { ok: true, ...(await fn()) };
  } catch (error) {
    results.steps[name] = { ok: false, error: reason(error) };
    log(`  n/a: ${reason(error)}`);
  }
  results.steps[name].seconds = Math.round((Date.now() - started) / 1000);
}

// 1. Build (at the host root, as a stakeholder's static host would serve it).
await step('build', async () => {
  if (flag('skip-build')) return { skipped: true };
  runCommand('npm', ['run', 'build'], { env: { ...process.env, BASE_PATH: '/' } });
  return {};
});
const built = results.steps.build.ok;

// 2. Bundle sizes from the build manifest.
if (wants('size')) {
  await step('size', async () => {
    if (!built) throw new Error('no build');
    const res = runCommand(process.execPath, ['scripts/size-report.mjs', '--json']);
    const report = JSON.parse(res.stdout);
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
let server = null;
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
    if (!server) throw new Error(results.serverError ?? 'no build to serve');
    const { runLighthouse, runOutsideLighthouse } = await import('./bench-lighthouse.mjs');
    const { serveFloor } = await import('./bench-floor.mjs');
    const floor = await serveFloor();
    try {
      const pages = await runLighthouse({ origin: server.url, floorOrigin: floor.url, runs, log });
      // The same two pages as an outsider measures them, to show the bench measures what they get.
      const outside = { [FLOOR]: await runOutsideLighthouse({ url: floor.url, runs }), '/': await runOutsideLighthouse({ url: server.url, runs }) };
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
    const { runHydration } = await import('./bench-hydration.mjs');
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
    const { runBigScenario } = await import('./bench-big.mjs');
    return runBigScenario({ origin: server.url, samples: 10, log });
  });
}
if (wants('dashboard')) {
  await step('dashboard', async () => {
    if (!server) throw new Error(results.serverError ?? 'no build to serve');
    const { runDashboardReport } = await import('./bench-dashboard.mjs');
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
    const { runBrowserWrites } = await import('./bench-writes.mjs');
    return runBrowserWrites({ origin: server.url, log });
  });
}
server?.close();

// The api-server's writes (seed against big), after the static server: it needs no build.
if (wants('writes')) {
  await step('serverWrites', async () => {
    const { runServerWrites } = await import('./bench-writes.mjs');
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
    const { createTsLoader } = await import('./load-ts.mjs');
    const loader = await createTsLoader();
    try {
      const { measureSignIn } = await loader.load('/mocks/bench/sign-in.ts');
      return await measureSignIn(Math.max(5, runs));
    } finally {
      await loader.close();
    }
  });
}

// ---- Report ----
// A partial run (--only) keeps the other steps' figures from the results it replaces, each with the
// date it was measured, so latest.md never loses a section to a run that did not measure it.
const carried = [];
if (argv.includes('--only')) {
  try {
    const previous = JSON.parse(readFileSync('bench/results/latest.json', 'utf8'));
    for (const [name, value] of Object.entries(previous.steps ?? {})) {
      if (name in results.steps) continue;
      results.steps[name] = { ...value, measuredAt: value.measuredAt ?? previous.date };
      carried.push(`${name} (${results.steps[name].measuredAt.slice(0, 10)})`);
    }
  } catch {
    // No earlier results: the partial run stands alone.
  }
}
const S = results.steps;
const yes = (ok) => (ok ? 'yes' : 'NO');
const lines = [];
const table = (header, rows) => {
  lines.push(`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`);
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
  lines.push('');
};
lines.push(`# Benchmark results`, '');
lines.push(
  `${results.date}; ${results.machine.cpus} × ${results.machine.cpuModel}, ${results.machine.memoryGb} GB, Node ${results.machine.node}; Lighthouse runs per page: ${runs}.`,
  '',
);
if (!S.build.ok) lines.push(`Build: n/a (${S.build.error})`, '');
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
    r.error
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
  if (floor && !floor.error) {
    lines.push("Against the floor, same run (TBT as a difference: the floor's is often 0 ms; target on `/`: TBT ≤ floor + 100 ms, LCP ≤ 1.2 s):", '');
    const ratio = (value, base) => (value == null || !base ? 'n/a' : `${(value / base).toFixed(2)}×`);
    const rows = Object.entries(S.lighthouse.pages)
      .filter(([page, r]) => page !== FLOOR && !r.error)
      .map(([page, r]) => [
        `\`${page}\``,
        ms(r.tbtMs),
        `+${ms(r.tbtMs - floor.tbtMs)}`,
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
    const rows = [FLOOR, '/'].map((page) => {
      const bench = S.lighthouse.pages[page];
      const outside = S.lighthouse.outside[page];
      return [`\`${page}\``, ms(bench?.tbtMs), ms(outside?.tbtMs), ms(bench?.lcpMs), ms(outside?.lcpMs)];
    });
    table(['page', 'TBT, bench', 'TBT, outside', 'LCP, bench', 'LCP, outside'], rows);
  }
  const details = Object.entries(S.lighthouse.pages).filter(([, r]) => !r.error);
  for (const [page, r] of details) {
    const parts = [];
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

if (S.hydration) lines.push(...(await import('./bench-hydration.mjs')).hydrationLines(S.hydration));
if (S.dashboard) lines.push(...(await import('./bench-dashboard.mjs')).dashboardLines(S.dashboard));
if (S.api) lines.push(...apiLines(S.api));
if (S['backend-start']) lines.push(...backendStartLines(S['backend-start']));
if (S.writes || S.serverWrites) lines.push(...(await import('./bench-writes.mjs')).writesLines(S.writes, S.serverWrites));

lines.push('## Mock backend cost as data grows (msw/node, Vitest bench, mean per request)', '');
if (S.backend?.ok) {
  const rows = [];
  const keys = [...new Set(S.backend.rows.map((r) => `${r.endpoint} (${r.mode})`))];
  for (const key of keys) {
    const group = S.backend.rows.filter((r) => `${r.endpoint} (${r.mode})` === key).sort((a, b) => a.records - b.records);
    const by = (n) => group.find((r) => r.records === n);
    const cell = (n) => (by(n) ? `${by(n).meanMs.toFixed(1)} ms` : 'n/a');
    const growth = by(1000) && by(50000) ? `×${(by(50000).meanMs / by(1000).meanMs).toFixed(1)}` : 'n/a';
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
  const n = (value) => value.toLocaleString('en-US');
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
