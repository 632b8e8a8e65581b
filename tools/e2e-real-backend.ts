// The real-backend check of issue #11: builds the app with VITE_API_BASE_URL pointing at
// `npm run api-server` into dist-api/, then runs e2e/real-backend (which starts both servers).
// Usage: npm run test:e2e:real-backend   (E2E_API_PORT, E2E_REAL_PORT to move the ports)
import { REAL_BACKEND } from '../e2e/real-backend/real-backend';
import { buildAndTest } from './e2e-build';

buildAndTest({
  build: { BUILD_DIR: REAL_BACKEND.dir, BASE_PATH: REAL_BACKEND.base, VITE_API_BASE_URL: REAL_BACKEND.apiOrigin },
  config: 'e2e/real-backend/playwright.config.ts',
  args: process.argv.slice(2),
});
