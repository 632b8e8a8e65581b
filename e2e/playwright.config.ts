import { defineConfig } from '@playwright/test';
import { sharedConfig } from './browser-options';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_PATH = '/charity/';

// Runs against the production build (BASE_PATH=/charity/ npm run build), served like a static host.
// 60 s a test: the donate journeys took 30–35 s on a shared 2-core machine at load average 14.
export default defineConfig({
  ...sharedConfig(`http://127.0.0.1:${PORT}${BASE_PATH}`, { timeout: 60_000, expectTimeout: 7_000 }),
  // real-backend: its own build and servers (tools/e2e-real-backend.ts runs it); kit: the QA kit's
  // own config runs it, in a copy (qa/standalone-kit.spec.ts).
  testIgnore: ['real-backend/**', 'kit/**'],
  fullyParallel: true,
  workers: 2,
  webServer: {
    command: `node --import tsx tools/serve-static.ts --dir ${process.env.E2E_DIST ?? 'dist'} --base ${BASE_PATH} --port ${PORT}`,
    cwd: '..',
    url: `http://127.0.0.1:${PORT}${BASE_PATH}`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
