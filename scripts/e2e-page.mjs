#!/usr/bin/env node
// The page-build check of issue #15: builds the app with VITE_BACKEND=page (the backend inside each
// page, for browsers without service workers) into dist-page/, then runs the specs that reach the
// backend in ways its host changes (its start-up, the QA switches, storage, concurrency, offline,
// the CSP, what the first load fetches), the page-only tests among them (msw's worker waiting for a
// page, IndexedDB refused in the page, a profile that blocks site data), and a public and an admin
// journey on it. The default build, with the backend in its own service worker, runs everything
// (npm run test:e2e). E2E_EXPECT_BACKEND=page makes e2e/fixtures.ts's isWorkerBuild fail, not skip,
// if the build is a worker build, so a broken flag cannot pass as skipped tests.
// Usage: node scripts/e2e-page.mjs [spec ...]   (E2E_PAGE_PORT to move the port, default 4312)
import { buildAndTest } from './e2e-build.mjs';

const DIR = 'dist-page';
const SPECS = [
  'e2e/qa',
  'e2e/examples/qa-recipe.spec.ts',
  ...['concurrency', 'offline', 'storage-faults', 'csp'].map((name) => `e2e/reliability/${name}.spec.ts`),
  'e2e/public/initial-load.spec.ts',
  'e2e/public/donate.spec.ts',
  'e2e/admin/banners.spec.ts',
];
const args = process.argv.slice(2);

buildAndTest({
  build: { BUILD_DIR: DIR, BASE_PATH: '/charity/', VITE_BACKEND: 'page' },
  config: 'e2e/playwright.config.ts',
  args: args.length > 0 ? args : SPECS,
  test: { E2E_DIST: DIR, E2E_PORT: process.env.E2E_PAGE_PORT ?? '4312', E2E_EXPECT_BACKEND: 'page' },
});
