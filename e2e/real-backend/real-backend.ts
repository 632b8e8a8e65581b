// Where the real-backend e2e puts its build and its two servers; read by its Playwright config, its
// spec and tools/e2e-real-backend.ts (which bakes apiOrigin into the build).
const apiPort = Number(process.env.E2E_API_PORT ?? 4310);
const appPort = Number(process.env.E2E_REAL_PORT ?? 4311);
const base = '/charity/';

export const REAL_BACKEND = {
  dir: 'dist-api',
  base,
  apiPort,
  appPort,
  apiOrigin: `http://127.0.0.1:${apiPort}`,
  appUrl: `http://127.0.0.1:${appPort}${base}`,
};
