// The kit's own config: the served demo at BASE_URL (default the repo's test build on port 4173),
// each test once with the backend in its service worker and once with service workers blocked, so
// the backend runs in the page. With API_URL (`npm run api-server`'s address), the HTTP recipe
// runs against that server too. CHROMIUM_PATH: a system Chromium instead of Playwright's download.
import { defineConfig } from '@playwright/test';

// The kit needs no @types/node: the environment is all it reads of Node.
declare const process: { env: Record<string, string | undefined> };

const executablePath = process.env['CHROMIUM_PATH'];
const apiUrl = process.env['API_URL'];
const HTTP_RECIPE = 'http-recipe.spec.ts';

export default defineConfig({
  testDir: '.',
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: 'line',
  use: {
    baseURL: process.env['BASE_URL'] ?? 'http://127.0.0.1:4173/charity/',
    browserName: 'chromium',
    ...(executablePath ? { launchOptions: { executablePath, args: ['--no-sandbox', '--disable-gpu'] } } : {}),
  },
  projects: [
    { name: 'service worker', testIgnore: HTTP_RECIPE, use: { serviceWorkers: 'allow' } },
    { name: 'backend in the page', testIgnore: HTTP_RECIPE, use: { serviceWorkers: 'block' } },
    ...(apiUrl ? [{ name: 'http server', testMatch: HTTP_RECIPE, use: { baseURL: apiUrl } }] : []),
  ],
});
