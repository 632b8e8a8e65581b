// How `npm run dev` behaves on a cold start: starts Vite with its dependency cache rebuilt
// (--force), opens the 11 public routes in Chromium one after the other, and counts the page loads
// beyond the 11 it asked for (each one a reload Vite forced on finding a dependency late), and how
// long the first route took to show its heading. Prints the figures; exits 1 when a reload happened.
// Usage: npm run dev:reloads   (a free port from 4520)
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { freePort } from './free-port';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path';

/** The public routes of the spec but /health, with ids that exist in the seed. */
const ROUTES = ['/', '/about', '/services', '/causes', '/donate', '/events', '/contact', '/volunteer', '/gallery', '/blog/1', '/category/education'];
const START_TIMEOUT_MS = 120_000;
/** After the last route, how long a late reload may still take to come. */
const SETTLE_MS = 5_000;

const port = await freePort(4520);
const origin = `http://localhost:${port}`;
const started = performance.now();
const vite = spawn('npx', ['vite', '--port', String(port), '--strictPort', '--force'], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
vite.stdout.on('data', (chunk) => (output += chunk));
vite.stderr.on('data', (chunk) => (output += chunk));

async function waitForServer() {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite did not answer on ${origin}:\n${output}`);
}

let code = 1;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  await waitForServer();
  const listening = performance.now() - started;
  const page = await browser.newPage();
  let loads = 0;
  page.on('load', () => (loads += 1));
  let firstUsable = 0;
  for (const [index, route] of ROUTES.entries()) {
    const before = performance.now();
    await page.goto(`${origin}${route}`, { waitUntil: 'load', timeout: START_TIMEOUT_MS });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: START_TIMEOUT_MS });
    if (index === 0) firstUsable = performance.now() - before;
  }
  await page.waitForTimeout(SETTLE_MS);
  const reloads = loads - ROUTES.length;
  const reloadedBy = output.match(/new dependencies optimized: [^\n]*/g) ?? [];
  console.log(
    `npm run dev (cold, --force): listening after ${(listening / 1000).toFixed(1)} s, first page usable ${(firstUsable / 1000).toFixed(1)} s later; ` +
      `${ROUTES.length} public routes, ${reloads} reloads`,
  );
  for (const line of reloadedBy) console.log(`  vite: ${line}`);
  code = reloads === 0 ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await browser.close();
  if (vite.pid !== undefined) process.kill(-vite.pid, 'SIGTERM');
}
process.exit(code);
