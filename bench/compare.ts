// npm run bench:compare -- --ref <commit>: the bench's figures that move with the machine (Lighthouse
// on `/` and its repeat visit, the returning visit, the `big` scenario) for this checkout's build and
// another commit's, measured by turns in one run. "No worse than before" is then a comparison within
// one run, not against figures another day's machine gave. Writes bench/results/compare-<ref>.md.
// Usage: npm run bench:compare -- --ref <commit> [--rounds 3] [--skip-build]
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runBigScenario } from './big';
import { REPEAT_VISIT, runLighthouse } from './lighthouse';
import { runReturningVisit, serviceWorkerSize } from './returning';
import { cliOption, freePort, median, runCommand, serveStatic } from './util';

const argv = process.argv.slice(2);
const ref = cliOption(argv, 'ref', '');
const rounds = Math.max(1, Number(cliOption(argv, 'rounds', '3')) || 3);
if (!ref) {
  console.error('Usage: npm run bench:compare -- --ref <commit> [--rounds 3] [--skip-build]');
  process.exit(2);
}

function run(command: string, args: string[], cwd: string): string {
  return runCommand(command, args, { cwd, env: { ...process.env, BASE_PATH: '/' } }).stdout.trim();
}

/** Builds `commit` in a worktree of its own; its node_modules are this checkout's when the lockfiles match. */
function buildRef(commit: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-ref-'));
  run('git', ['worktree', 'add', '--detach', dir, commit], '.');
  const sameLock = readFileSync(join(dir, 'package-lock.json'), 'utf8') === readFileSync('package-lock.json', 'utf8');
  if (sameLock) symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  else run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  run('npm', ['run', 'build'], dir);
  return dir;
}

const dirty = run('git', ['status', '--porcelain', '--untracked-files=no'], '.') !== '';
/** The figures compared, one list of samples (ms) each. */
type Samples = Record<'tbt' | 'lcp' | 'main' | 'repeatTbt' | 'hero' | 'bigRow', (number | null | undefined)[]>;
type Build = { dir: string; name: string; server?: { url: string; close: () => void }; samples?: Samples };

const builds: { this: Build; ref?: Build } = {
  this: { dir: 'dist', name: `${run('git', ['rev-parse', '--short', 'HEAD'], '.')}${dirty ? ' with uncommitted changes' : ''}` },
};
let worktree: string | null = null;
try {
  if (!argv.includes('--skip-build') || !existsSync('dist')) {
    console.log('> building this checkout');
    run('npm', ['run', 'build'], '.');
  }
  console.log(`> building ${ref}`);
  worktree = buildRef(ref);
  builds.ref = { dir: join(worktree, 'dist'), name: run('git', ['rev-parse', '--short', ref], '.') };

  let port = 4700;
  const measured: [key: string, build: Build, server: { url: string }, samples: Samples][] = [];
  for (const [key, build] of Object.entries(builds)) {
    build.server = await serveStatic({ dir: build.dir, base: '/', port: (port = await freePort(port + 1)) });
    build.samples = { tbt: [], lcp: [], main: [], repeatTbt: [], hero: [], bigRow: [] };
    measured.push([key, build, build.server, build.samples]);
  }
  const quiet = () => undefined;
  for (let round = 1; round <= rounds; round += 1) {
    // By turns, so a machine that slows down mid-run slows both builds alike.
    for (const [key, build, server, s] of measured) {
      const origin = server.url;
      const lighthouse = await runLighthouse({ origin, pages: ['/', REPEAT_VISIT], log: quiet });
      const returning = await runReturningVisit({ origin, worker: serviceWorkerSize(build.dir), log: quiet });
      const big = await runBigScenario({ origin, samples: 5, log: quiet });
      const home = lighthouse['/'];
      const repeat = lighthouse[REPEAT_VISIT];
      s.tbt.push(home?.error === undefined ? home?.tbtMs : undefined);
      s.lcp.push(home?.error === undefined ? home?.lcpMs : undefined);
      s.main.push(home?.error === undefined ? home?.mainThreadMs : undefined);
      s.repeatTbt.push(repeat?.error === undefined ? repeat?.tbtMs : undefined);
      s.hero.push(returning.heroMs);
      s.bigRow.push(big.firstRenderMs);
      console.log(
        `  round ${round}/${rounds} ${key} (${build.name}): TBT ${Math.round(Number(s.tbt.at(-1)))} ms, returning hero ${Math.round(Number(s.hero.at(-1)))} ms, big first row ${Math.round(Number(s.bigRow.at(-1)))} ms`,
      );
    }
  }

  const other = builds.ref;
  const thisSamples = builds.this.samples;
  if (!other?.samples || !thisSamples) throw new Error('no samples');
  const refSamples = other.samples;
  const rows: [label: string, key: keyof Samples][] = [
    ['`/`, Lighthouse mobile: TBT', 'tbt'],
    ['`/`, Lighthouse mobile: LCP', 'lcp'],
    ['`/`, Lighthouse mobile: main-thread work', 'main'],
    ['`/` repeat visit, Lighthouse mobile: TBT', 'repeatTbt'],
    ['returning visit: navigation to the hero heading', 'hero'],
    ['`big`: navigation to the first donations row', 'bigRow'],
  ];
  const fmt = (values: Samples[keyof Samples]) =>
    `**${Math.round(Number(median(values)))} ms** (${values.map((v) => (v == null ? 'n/a' : Math.round(v))).join(', ')})`;
  const lines = [
    `# Bench comparison, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `This checkout (${builds.this.name}) against ${other.name}, both built at the host root and measured by turns in one run, ${rounds} rounds. Medians, samples in brackets; the ratio is this checkout's median over the other's.`,
    '',
    `| figure | ${builds.this.name} | ${other.name} | ratio |`,
    '|---|---|---|---|',
    ...rows.map(([label, key]) => {
      const a = median(thisSamples[key]);
      const b = median(refSamples[key]);
      return `| ${label} | ${fmt(thisSamples[key])} | ${fmt(refSamples[key])} | ×${a && b ? (a / b).toFixed(2) : 'n/a'} |`;
    }),
    '',
  ];
  const file = `bench/results/compare-${other.name}.md`;
  writeFileSync(file, lines.join('\n'));
  console.log(`\n${lines.join('\n')}\nWritten to ${file}`);
} finally {
  for (const build of Object.values(builds)) build.server?.close();
  if (worktree) {
    runCommand('git', ['worktree', 'remove', '--force', worktree], { check: false });
    rmSync(worktree, { recursive: true, force: true });
  }
}
