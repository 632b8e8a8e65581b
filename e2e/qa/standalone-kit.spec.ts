// The QA kit stands alone: e2e/kit copied into an empty folder type-checks with its own tsconfig
// and with `tsc --init`'s defaults, and its own config passes against the served build, with the
// backend in its service worker and in the page, and its HTTP recipe against `npm run api-server`,
// without retries: on 1 worker here, since this
// test's own worker and the suite's other worker already hold the machine's 2 cores (the kit's
// default of 2 workers is what QA runs: `npx playwright test` in the copy). The folder's
// packages are the project's installed @playwright/test and typescript, linked in where
// `npm install` would put them (this machine reaches no registry from a test).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { chromiumPath } from '../../tools/chromium-path';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const KIT = join(ROOT, 'e2e/kit');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

/** A stranger's folder: the kit alone, and what `npm install` gives it. */
async function strangersFolder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'qa-kit-'));
  await cp(KIT, dir, { recursive: true });
  await mkdir(join(dir, 'node_modules/@playwright'), { recursive: true });
  for (const pkg of ['@playwright/test', 'typescript']) await symlink(join(ROOT, 'node_modules', pkg), join(dir, 'node_modules', pkg), 'dir');
  return dir;
}

/** `npm run api-server -- --port 0`'s node process, and the address it prints once listening. */
function apiServer(): Promise<{ url: string; server: ChildProcess }> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'tools/api-server.ts', '--port', '0'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let printed = '';
    server.stdout!.on('data', (chunk) => {
      printed += String(chunk);
      const url = /listening on (http:\/\/\S+)/.exec(printed)?.[1];
      if (url) resolve({ url, server });
    });
    server.once('exit', () => reject(new Error(`The API server did not start: ${printed}`)));
  });
}

test('the kit, copied alone into an empty folder, type-checks two ways and passes against the build', async ({ baseURL }) => {
  test.setTimeout(400_000);
  const dir = await strangersFolder();
  try {
    expect((await readdir(dir)).sort()).toEqual([
      'backend-fixture.ts',
      'backend.d.ts',
      'http-fixture.ts',
      'http-recipe.spec.ts',
      'node_modules',
      'package.json',
      'playwright.config.ts',
      'qa-recipe.spec.ts',
      'tsconfig.json',
    ]);
    await run(process.execPath, [TSC, '--noEmit', '-p', dir]);
    // tsc --init's defaults: NodeNext, exactOptionalPropertyTypes, noUncheckedIndexedAccess ...
    await rm(join(dir, 'tsconfig.json'));
    await run(process.execPath, [TSC, '--init'], { cwd: dir });
    expect(await readFile(join(dir, 'tsconfig.json'), 'utf8')).toContain('"exactOptionalPropertyTypes": true');
    await run(process.execPath, [TSC, '--noEmit'], { cwd: dir });
    const { url: apiUrl, server } = await apiServer();
    const { stdout } = await run(process.execPath, [join(dir, 'node_modules/@playwright/test/cli.js'), 'test', '--workers=1'], {
      cwd: dir,
      env: { ...process.env, NODE_PATH: '', CI: '', BASE_URL: String(baseURL), API_URL: apiUrl, CHROMIUM_PATH: chromiumPath() },
    })
      // A failed run shows what the kit's own Playwright printed, not only "Command failed".
      .catch((error: Error & { stdout?: string; stderr?: string }) => {
        throw new Error(`The kit's own run failed: ${error.message}\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
      })
      .finally(async () => {
        server.kill('SIGTERM');
        if (server.exitCode === null) await once(server, 'exit');
      });
    // 7 recipe tests in each of the 2 hosts, and the 7 of the HTTP recipe.
    expect(stdout).toMatch(/\b21 passed\b/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("each of the recipe's tests is at most ten lines long", async () => {
  const source = await readFile(join(KIT, 'qa-recipe.spec.ts'), 'utf8');
  const bodies = [...source.matchAll(/^test\('([^']+)'.*\n([\s\S]*?)^\}\);$/gm)];
  expect(bodies.map(([, name]) => name)).toHaveLength(7);
  for (const [, name, body] of bodies) expect(body.trimEnd().split('\n').length, name).toBeLessThanOrEqual(10);
});
