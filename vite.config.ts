/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';
import { backendEnv } from './build/backend-env';
import { backendWorker } from './build/backend-worker';
import { contentSecurityPolicyMeta } from './build/csp';
import { fontAwesomePerIconImports, iconModules } from './build/font-awesome';
import { gzipCopies } from './build/gzip';
import { openApiFile } from './build/openapi';
import { openApiInDev } from './build/openapi-in-dev';
import { prerender } from './build/prerender';
import { previewStaticHost } from './build/preview-static-host';
import { reactRouterProductionFiles } from './build/react-router-production';
import { responsiveImages } from './build/responsive-images';
import { routeChunks } from './build/route-chunks';
import { staticHostFiles } from './build/static-host';
import { isolatedAppTests, isolatedToolsTests } from './tools/vitest-isolated';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** The app's import aliases, shared by the backend worker's own build. */
const alias: Alias[] = [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  { find: '@mocks', replacement: fileURLToPath(new URL('./mocks', import.meta.url)) },
  // See src/lib/zod.ts: zod without eval, as the Content-Security-Policy requires ('zod' only, not 'zod/v4').
  { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
  // See mocks/shims/tldts.ts: keeps the public-suffix list out of the mock backend's bundle.
  { find: 'tldts', replacement: fileURLToPath(new URL('./mocks/shims/tldts.ts', import.meta.url)) },
  // See mocks/shims/tough-cookie.ts: the mock backend sets no cookies.
  { find: 'tough-cookie', replacement: fileURLToPath(new URL('./mocks/shims/tough-cookie.ts', import.meta.url)) },
];

// __BUILD_ID__: one per build, the same in the page and in the backend's worker (mocks/hosts/worker/version.ts).
const appDefines = { __APP_VERSION__: JSON.stringify(pkg.version), __BUILD_ID__: JSON.stringify(`${pkg.version}+${Date.now().toString(36)}`) };

// BASE_PATH lets the same build run at a host root or under a sub-path (e.g. /charity/).
const base = process.env.BASE_PATH ?? '/';

const defaultExclude = ['**/node_modules/**', '**/.git/**'];
const appProject = {
  environment: 'jsdom' as const,
  setupFiles: ['./src/testing/setup.ts'],
  include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
};
// The API server's tests and its file store's run in Node (the tools project): a page's globals would change what they test.
const appExclude = [...defaultExclude, 'mocks/hosts/node/**', 'mocks/db/file/**'];
const toolsProject = {
  environment: 'node' as const,
  include: ['tools/**/*.test.ts', 'bench/**/*.test.ts', 'build/**/*.test.ts', 'mocks/hosts/node/**/*.test.ts', 'mocks/db/file/**/*.test.ts'],
  benchmark: { include: [] },
};

export default defineConfig({
  base,
  plugins: [
    fontAwesomePerIconImports(),
    reactRouterProductionFiles(),
    // The landing page: its first screen, then the sections below it.
    routeChunks({ home: 'src/app/routes/public/home.tsx', 'home-below-fold': 'src/app/routes/public/home-below-fold.tsx' }, 'src/main.tsx'),
    backendEnv(),
    backendWorker({ alias, define: appDefines }),
    openApiInDev(pkg.version),
    responsiveImages(),
    react(),
    // `vite build` only, once the app's bundle and the backend's worker are written, one after the
    // other (build/): the OpenAPI document, 404.html and .nojekyll, the prerendered pages, the
    // Content-Security-Policy in every HTML file, then the gzip copies of the text files.
    openApiFile(),
    staticHostFiles(),
    prerender(),
    contentSecurityPolicyMeta(),
    gzipCopies(),
    // `vite preview` only: a deep link gets its prerendered page or 404.html, as on the static host.
    previewStaticHost(),
  ],
  define: appDefines,
  resolve: { alias },
  optimizeDeps: { include: iconModules() },
  build: {
    // BUILD_DIR: a second build beside dist/ (the real-backend e2e builds into dist-api/).
    outDir: process.env.BUILD_DIR ?? 'dist',
    target: 'es2022',
    // The size report walks the manifest to find what '/' loads before it is usable.
    manifest: true,
    // No <link rel=modulepreload> per dependency of a lazy chunk: appending dozens of them on the
    // main thread cost more (about 60 ms at start) than the round trip they save. A lazy chunk's
    // imports still load in parallel once it arrives, and its CSS is still loaded by Vite.
    modulePreload: false,
    rollupOptions: {
      output: {
        // The spec names this layout for lazily loaded chunks.
        chunkFileNames: 'static/js/[name].[hash].chunk.js',
        entryFileNames: 'static/js/[name].[hash].js',
        assetFileNames: 'static/media/[name].[hash][extname]',
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  test: {
    projects: [
      // Most files share one jsdom and one module graph per worker (isolate: false): a fresh environment and
      // a fresh import of the backend per file cost more than the tests. The few files that replace
      // modules or globals, or test a first load, run isolated (tools/vitest-isolated.ts).
      { extends: true, test: { ...appProject, name: 'app', isolate: false, exclude: [...appExclude, ...isolatedAppTests] } },
      { extends: true, test: { ...appProject, name: 'app-isolated', include: isolatedAppTests } },
      // The build's steps (build/), the tools (tools/) and the bench's figures (bench/) run in Node, with real HTTP: no browser environment, no mock backend.
      // Its files share one module graph per worker too, except those that mock modules or globals.
      { extends: true, test: { ...toolsProject, name: 'tools', isolate: false, exclude: [...defaultExclude, ...isolatedToolsTests] } },
      { extends: true, test: { ...toolsProject, name: 'tools-isolated', include: isolatedToolsTests } },
      // The contract suite (contract/): the OpenAPI document's operations against a backend in Node or over HTTP.
      // Against a server (API_BASE_URL) its files share that server's data, so they run one after the
      // other: the fuzz's failed sign-ins and writes would otherwise land inside another file's checks.
      // In Node each file has a backend of its own.
      {
        extends: true,
        test: { name: 'contract', environment: 'node', include: ['contract/**/*.test.ts'], fileParallelism: !process.env.API_BASE_URL },
      },
    ],
    restoreMocks: true,
    // One worker per core; Vitest's default leaves one core for itself, which on the 2-core CI
    // machine halves the run (test:unit 203 s with its default, 139 s with both cores).
    maxWorkers: '100%',
    // CI runs on a busy 2-core machine: one retry absorbs a timing hiccup, a real failure still fails twice.
    retry: process.env.CI ? 1 : 0,
    testTimeout: 15000,
  },
});
