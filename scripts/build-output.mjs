// Where the build writes (BUILD_DIR, default dist) and what its vite step decided about the backend
// (vite.config.ts writes .vite/backend.json), for the build steps that run after vite build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const BUILD_DIR = process.env.BUILD_DIR ?? 'dist';

/** { apiBaseUrl, mocks, host } of the build in `dir`; the backend in the page when the file is missing. */
export function readBackendEnv(dir = BUILD_DIR) {
  try {
    return JSON.parse(readFileSync(join(dir, '.vite/backend.json'), 'utf8'));
  } catch {
    return { apiBaseUrl: '', mocks: true, host: 'page' };
  }
}
