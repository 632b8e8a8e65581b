// `npm test`: every check CI runs, in order, stopping at the first failure. Steps in one group run
// side by side: each is single-threaded (tsc, eslint) or light, so on a 2-core machine the pair
// costs little more than the longer one. Ends with each step's wall time, so the slow part shows.
import { spawn } from 'node:child_process';

const BUILD_ENV = { BASE_PATH: '/charity/' };

type Step = { script: string; env?: Record<string, string> };
type Result = { script: string; code: number; seconds: number };

/** Groups run one after the other; the steps of a group run at the same time. */
const GROUPS: Step[][] = [
  [{ script: 'typecheck' }, { script: 'lint' }],
  [{ script: 'test:unit' }],
  [{ script: 'test:contract' }, { script: 'test:contract:http' }],
  [{ script: 'build', env: BUILD_ENV }],
  [{ script: 'test:e2e' }],
  [{ script: 'test:e2e:real-backend' }],
];

/** Runs `npm run <script>`; a parallel step's output is buffered so the log stays readable. */
function run({ script, env = {} }: Step, buffered: boolean): Promise<Result> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      env: { ...process.env, ...env },
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (buffered) process.stdout.write(`\n> npm run ${script}\n${Buffer.concat(output).toString()}`);
      resolve({ script, code: code ?? 1, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

const results: Result[] = [];
const started = Date.now();
let failed: Result | undefined;
for (const group of GROUPS) {
  if (group.length === 1) console.log(`\n> npm run ${group[0].script}`);
  const done = await Promise.all(group.map((step) => run(step, group.length > 1)));
  results.push(...done);
  failed = done.find((step) => step.code !== 0);
  if (failed) break;
}

console.log('\nstep                      seconds');
for (const { script, code, seconds } of results) console.log(`${script.padEnd(26)}${String(seconds).padStart(7)}${code ? '  FAILED' : ''}`);
console.log(`${'total'.padEnd(26)}${String(Math.round((Date.now() - started) / 1000)).padStart(7)}`);
process.exitCode = failed ? failed.code : 0;
