// The bench's floor: bench/floor/, the least page the site's stack makes (Vite, React, React
// Router), built here and served beside the site, so Lighthouse measures both in one session and
// each page's figures read as ratios to the floor's (absolute figures move between runs on a
// shared machine; ratios in one run do not).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, serveStatic } from './util';

/** The floor's name in the Lighthouse results. */
export const FLOOR = 'floor';

/** Builds the floor into a temporary folder and serves it; close() stops the server and removes the folder. */
export async function serveFloor(): Promise<{ url: string; close(): void }> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  try {
    const [{ build }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
    await build({ configFile: false, root: 'bench/floor', base: '/', logLevel: 'error', plugins: [react()], build: { outDir, emptyOutDir: true } });
    // Deep links (serveStatic's check) are answered with 404.html, as the site's build does.
    copyFileSync(join(outDir, 'index.html'), join(outDir, '404.html'));
    const server = await serveStatic({ dir: outDir, base: '/', port: await freePort(4490) });
    return {
      url: server.url,
      close() {
        server.close();
        rmSync(outDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}
