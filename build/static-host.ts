// Build step after the OpenAPI document: 404.html (a copy of index.html) so hosts without an SPA
// fallback, such as GitHub Pages, still open deep links; .nojekyll so GitHub Pages serves every
// file as is. Also checks the backend's service worker is there, which a build with the mock backend needs.
import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveBackendEnv } from '../src/config/backend-env';
import { afterBuild } from './step';

export function staticHostFiles() {
  return afterBuild('static-host-files', ({ config, outDir, log }) => {
    const out = (file: string) => join(outDir, file);
    if (!existsSync(out('index.html'))) throw new Error(`${out('index.html')} is missing: did the app's build write it?`);
    copyFileSync(out('index.html'), out('404.html'));
    writeFileSync(out('.nojekyll'), '');
    const worker = 'backend-worker.js';
    if (resolveBackendEnv(config.env).mocks && !existsSync(out(worker))) {
      throw new Error(`${out(worker)} is missing: the demo cannot answer /api without it.`);
    }
    log(`static host files: wrote ${out('404.html')} and ${out('.nojekyll')}`);
  });
}
