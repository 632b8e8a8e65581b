// The mock backend's service worker, a second build after the app's (vite.config.ts).
import { fileURLToPath, URL } from 'node:url';
import { build, type Alias, type Plugin } from 'vite';
import { resolveBackendEnv, resolveBackendHost, type BackendHost } from '../src/config/backend-env';

/**
 * The mock backend's service worker, built after the app into
 * `${outDir}/backend-worker.js` as one classic script (a service worker cannot import(): the demo
 * panel's lazy module is inlined), with the app's aliases and constants. Only a build with the mock
 * backend on gets it.
 */
export function backendWorker({ alias, define }: { alias: Alias[]; define: Record<string, string> }): Plugin {
  let host: BackendHost = 'page';
  let mocks = true;
  let base = '/';
  let outDir = 'dist';
  let mode = 'production';
  return {
    name: 'backend-worker',
    apply: 'build',
    configResolved(config) {
      // The prerender's build for Node (build/prerender.ts) needs no worker.
      host = config.build.ssr ? 'page' : resolveBackendHost(config.command);
      mocks = resolveBackendEnv(config.env).mocks;
      ({ base, mode } = config);
      outDir = config.build.outDir;
    },
    async closeBundle() {
      if (host !== 'worker' || !mocks) return;
      await build({
        configFile: false,
        mode,
        base,
        logLevel: 'warn',
        define: { ...define, __BACKEND_HOST__: JSON.stringify(host) },
        resolve: { alias },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          rollupOptions: {
            input: fileURLToPath(new URL('../mocks/hosts/worker/backend-worker.ts', import.meta.url)),
            output: { format: 'iife', entryFileNames: 'backend-worker.js', inlineDynamicImports: true },
          },
        },
      });
    },
  };
}
