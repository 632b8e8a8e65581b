// What a first visit to '/' downloads: not the chunks tools/initial-load.ts counts apart as
// conditional (the in-page backend, the demo data's export and import, window.__backend's switch
// controls, a reset link's question), nor the API reference.
import { AFTER_FIRST_RENDER, BUDGET_INITIAL_KB, chunkKey, initialLoad, readManifest } from '../../tools/initial-load';
import { BUDGET_RETURNING_KB, returningVisit } from '../../tools/returning-visit';
import { expect, test } from '../fixtures';

test('a first visit to / does not download the conditional backend chunks or the API reference', async ({ app, page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await app.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => /\/static\/js\/index\.[\w-]+\.js$/.test(path)), 'the entry was seen').toBe(true);
  expect(scripts.filter((path) => /\/(in-page|demo-data|switch-controls|canned-answer-check|start-consent|confirm-alone|developers)\.[\w-]+\.chunk\.js$/.test(path))).toEqual([]);
});

// tools/initial-load.ts leaves the AFTER_FIRST_RENDER chunks out of the count because nothing
// waits for them: each one that '/' requests must be asked for only after the app has rendered the
// page (its hero, or the hero's loading state), never on the way to that first render.
test('a first visit to / requests the chunks counted as after the first render only after it', async ({ app, page }) => {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('#root main section')) return;
      (window as unknown as { firstRenderAt: number }).firstRenderAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await app.goto('/');
  // The last section below the first screen: the home page's later chunk has arrived and rendered.
  await expect(page.getByRole('heading', { name: 'Moments of Hope' })).toBeAttached();
  const manifest = readManifest(process.env.E2E_DIST ?? 'dist');
  const files = [...AFTER_FIRST_RENDER].map((path) => manifest?.[chunkKey(manifest, path)]?.file).filter((file): file is string => Boolean(file));
  const { firstRenderAt, requests } = await page.evaluate((names) => ({
    firstRenderAt: (window as unknown as { firstRenderAt?: number }).firstRenderAt ?? Infinity,
    requests: performance
      .getEntriesByType('resource')
      .filter((entry) => names.some((name) => entry.name.endsWith(`/${name}`)))
      .map((entry) => ({ file: new URL(entry.name).pathname, startTime: entry.startTime })),
  }), files);
  expect(requests.some((r) => r.file.includes('/home-below-fold.')), 'the home page\'s later sections were requested').toBe(true);
  for (const { file, startTime } of requests) {
    expect(startTime, `${file} requested at ${startTime} ms, first render at ${firstRenderAt} ms`).toBeGreaterThanOrEqual(firstRenderAt);
  }
});

// Each script request costs the main thread more than its bytes (its tasks, its module's compile and
// evaluation). '/' requested 41 scripts when each set of shared modules was a chunk of its own and
// each service's icon came alone; build/route-chunks.ts groups the modules by stage, and the
// built-in services' icons come with the icon registry (18 today).
test('a first visit to / loads its code in a few chunks per stage: the first screen, then the sections below', async ({ app, page }) => {
  const chunks = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') chunks.add(new URL(request.url()).pathname.split('/').pop()!.split('.')[0]);
  });
  await app.goto('/');
  await expect(page.getByRole('heading', { name: 'Moments of Hope' })).toBeAttached();
  await page.waitForLoadState('networkidle');
  const names = [...chunks];
  expect(names).toEqual(expect.arrayContaining(['index', 'start', 'home', 'home-shared', 'home-below-fold', 'home-below-fold-shared']));
  expect(names.length, names.join(', ')).toBeLessThanOrEqual(20);
});

// ARCHITECTURE.md §8: the budget of what '/' loads before it is usable, counted from the build
// under test as `npm run size` counts it.
test('the initial JS of / is within its budget', () => {
  const dir = process.env.E2E_DIST ?? 'dist';
  const { js, files } = initialLoad(dir);
  expect(files.js.length, 'the build has a manifest').toBeGreaterThan(0);
  expect(js / 1024, `gzip KB of ${files.js.join(', ')}`).toBeLessThanOrEqual(BUDGET_INITIAL_KB);
});

// Issue #15: a returning visit of '/' (the app's data stored, so no hydrated prerendered page) loads at
// most this much script, gzip, once the hero heading shows; counted in the page as npm run bench
// counts it.
test('a returning visit of / stays within its script budget', async ({ context, baseURL }) => {
  const { loaded } = await returningVisit(context, baseURL!);
  expect(loaded / 1024, 'gzip KB of script').toBeLessThanOrEqual(BUDGET_RETURNING_KB);
});
