#!/usr/bin/env node
// The real-backend check of issue #11: builds the app with VITE_API_BASE_URL pointing at
// `npm run api-server` into dist-api/, then runs e2e/real-backend (which starts both servers).
// Usage: node scripts/e2e-real-backend.mjs   (E2E_API_PORT, E2E_REAL_PORT to move the ports)
import { spawnSync } from 'node:child_process';
import { REAL_BACKEND } from '../e2e/real-backend/real-backend.mjs';

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npm', ['run', 'build'], { BUILD_DIR: REAL_BACKEND.dir, BASE_PATH: REAL_BACKEND.base, VITE_API_BASE_URL: REAL_BACKEND.apiOrigin });
run('npx', ['playwright', 'test', '-c', 'e2e/real-backend/playwright.config.ts', ...process.argv.slice(2)]);
