// The QA kit stands alone: e2e/examples copied into an empty folder whose only package is
// @playwright/test (the project's installed copy, linked in) type-checks with tsc and passes
// against the served build, so it imports nothing from the project; and its tests stay short.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { browserOptions } from '../browser-options.mjs';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const KIT = join(ROOT, 'e2e/examples');

/** A stranger's folder: the kit's files, @playwright/test, a tsconfig and a config naming the served build. */
async function strangersFolder(baseURL: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'qa-kit-'));
  for (const file of await readdir(KIT)) await copyFile(join(KIT, file), join(dir, file));
  await mkdir(join(dir, 'node_modules/@playwright'), { recursive: true });
  await symlink(join(ROOT, 'node_modules/@playwright/test'), join(dir, 'node_modules/@playwright/test'), 'dir');
  // skipLibCheck: Playwright's own declarations need @types/node, which the folder does not have.
  const compilerOptions = { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2023', 'DOM'], strict: true, noEmit: true, skipLibCheck: true, types: [] };
  await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['*.ts'] }));
  // This machine's Chromium, as every config here uses it; nothing else of the project's.
  const use = { baseURL, browserName: 'chromium', launchOptions: browserOptions.launchOptions };
  await writeFile(join(dir, 'playwright.config.mjs'), `export default ${JSON.stringify({ testDir: '.', workers: 1, reporter: 'line', use })};\n`);
  return dir;
}

test('the example and its fixture, copied into an empty folder, type-check and pass against the build', async ({ baseURL }) => {
  test.setTimeout(300_000);
  const dir = await strangersFolder(String(baseURL));
  try {
    expect(await readdir(join(dir, 'node_modules'))).toEqual(['@playwright']);
    await run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir]);
    const { stdout } = await run(process.execPath, [join(dir, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'playwright.config.mjs'], {
      cwd: dir,
      env: { ...process.env, NODE_PATH: '', CI: '' },
    });
    expect(stdout).toMatch(/\b6 passed\b/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("each of the example's tests is at most ten lines long", async () => {
  const source = await readFile(join(KIT, 'qa-recipe.spec.ts'), 'utf8');
  const bodies = [...source.matchAll(/^test\('([^']+)'.*\n([\s\S]*?)^\}\);$/gm)];
  expect(bodies.map(([, name]) => name)).toHaveLength(6);
  for (const [, name, body] of bodies) expect(body.trimEnd().split('\n').length, name).toBeLessThanOrEqual(10);
});
