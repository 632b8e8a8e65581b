#!/usr/bin/env node
// After vite build: 404.html (a copy of index.html) so hosts without an SPA fallback, such as
// GitHub Pages, still open deep links; .nojekyll so GitHub Pages serves every file as is.
import { copyFileSync, existsSync, writeFileSync } from 'node:fs';

if (!existsSync('dist/index.html')) {
  console.error('dist/index.html is missing: did vite build run?');
  process.exit(1);
}
copyFileSync('dist/index.html', 'dist/404.html');
writeFileSync('dist/.nojekyll', '');
if (!existsSync('dist/mockServiceWorker.js')) {
  console.error('dist/mockServiceWorker.js is missing: the demo cannot answer /api without it.');
  process.exit(1);
}
console.log('post-build: wrote dist/404.html and dist/.nojekyll');
