import { defineConfig } from '@playwright/test';
import { sharedConfig } from '../browser-options';
import { REAL_BACKEND } from './real-backend';

// A build made with VITE_API_BASE_URL (tools/e2e-real-backend.ts builds it into dist-api/),
// served statically, talking to `npm run api-server` on another origin: nothing answers in the browser.
export default defineConfig({
  ...sharedConfig(REAL_BACKEND.appUrl, { timeout: 60_000, expectTimeout: 10_000 }),
  workers: 1,
  webServer: [
    {
      // A fresh server: its data lives in memory and starts from the seed.
      command: `node --import tsx tools/api-server.ts --port ${REAL_BACKEND.apiPort}`,
      cwd: '../..',
      url: `${REAL_BACKEND.apiOrigin}/api/services`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node --import tsx tools/serve-static.ts --dir ${REAL_BACKEND.dir} --base ${REAL_BACKEND.base} --port ${REAL_BACKEND.appPort}`,
      cwd: '../..',
      url: REAL_BACKEND.appUrl,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
