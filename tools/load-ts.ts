// Loads the repo's TypeScript modules in Node through Vite's SSR module loader, so that build and
// server scripts see the same aliases (@/, zod) and import.meta.env as the app, without a bundle step.
import { createServer } from 'vite';

/**
 * Starts a Vite server in middleware mode (no HTTP, no watcher) and returns `load(path)` plus
 * `close()`. `base` is the app's base path the modules see as import.meta.env.BASE_URL.
 */
export async function createTsLoader({ base = '/', mode = 'production' }: { base?: string; mode?: string } = {}) {
  const vite = await createServer({
    configFile: new URL('../vite.config.ts', import.meta.url).pathname,
    root: new URL('..', import.meta.url).pathname,
    base,
    mode,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  return {
    /** A module by its path from the repo root, e.g. '/mocks/hosts/node/main.ts'. */
    load: <Module>(path: string): Promise<Module> => vite.ssrLoadModule(path) as Promise<Module>,
    close: () => vite.close(),
  };
}
