#!/usr/bin/env node
// The worker-build check of issue #15: builds the app with VITE_BACKEND=worker (the backend in its
// own service worker) into dist-worker/, then runs the specs that reach the backend in ways the
// worker changes (its start-up, the QA switches, storage, concurrency, offline, the CSP) and a
// public and an admin journey on it. The page build runs everything else (npm run test:e2e).
// E2E_EXPECT_WORKER makes e2e/qa/backend-worker.spec.ts fail, not skip, if the build is not a
// worker build, so a broken flag cannot pass as skipped tests.
// Usage: node scripts/e2e-worker.mjs [spec ...]   (E2E_WORKER_PORT to move the port, default 4312)
import { buildAndTest } from './e2e-build.mjs';

const DIR = 'dist-worker';
const SPECS = [
  'e2e/qa',
  'e2e/examples/qa-recipe.spec.ts',
  ...['concurrency', 'offline', 'storage-faults', 'csp'].map((name) => `e2e/reliability/${name}.spec.ts`),
  'e2e/public/donate.spec.ts',
  'e2e/admin/banners.spec.ts',
];
const args = process.argv.slice(2);

buildAndTest({
  build: { BUILD_DIR: DIR, BASE_PATH: '/charity/', VITE_BACKEND: 'worker' },
  config: 'e2e/playwright.config.ts',
  args: args.length > 0 ? args : SPECS,
  test: { E2E_DIST: DIR, E2E_PORT: process.env.E2E_WORKER_PORT ?? '4312', E2E_EXPECT_WORKER: '1' },
});
