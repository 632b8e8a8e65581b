#!/usr/bin/env node
// After vite build: 404.html (a copy of index.html) so hosts without an SPA fallback, such as
// GitHub Pages, still open deep links; .nojekyll so GitHub Pages serves every file as is.
import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_DIR, readBackendEnv } from './build-output.mjs';

const out = (file) => join(BUILD_DIR, file);

if (!existsSync(out('index.html'))) {
  console.error(`${out('index.html')} is missing: did vite build run?`);
  process.exit(1);
}
copyFileSync(out('index.html'), out('404.html'));
writeFileSync(out('.nojekyll'), '');
// The backend's service worker, which a build with the mock backend needs.
const worker = 'backend-worker.js';
if (readBackendEnv().mocks && !existsSync(out(worker))) {
  console.error(`${out(worker)} is missing: the demo cannot answer /api without it.`);
  process.exit(1);
}
console.log(`post-build: wrote ${out('404.html')} and ${out('.nojekyll')}`);
