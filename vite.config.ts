/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, transformWithEsbuild, type Alias, type Plugin } from 'vite';
import { contentSecurityPolicyMeta } from './build/csp';
import { gzipCopies } from './build/gzip';
import { openApiFile } from './build/openapi';
import { prerender } from './build/prerender';
import { staticHostFiles } from './build/static-host';
import { encodeVariants } from './scripts/responsive-images.mjs';
import { routeChunks } from './scripts/route-chunks.mjs';
import { isolatedAppTests, isolatedScriptsTests } from './scripts/vitest-isolated.mjs';
import { resolveBackendEnv, resolveBackendHost, type BackendEnv, type BackendHost } from './src/config/backend-env';
import { responsiveVariants } from './src/config/responsive-images';
import { installBackendStub, STUB_METHODS } from './mocks/qa/backend-stub';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * Rewrites `import { faX, faY } from '@fortawesome/free-solid-svg-icons'` into one import per icon
 * file. The package's ESM index is a single module, so Rollup would put every icon the app uses
 * anywhere into the chunk of its first importer (the entry); per-icon files split with their routes.
 * A lazy `import('@fortawesome/free-solid-svg-icons').then((m) => m.faX)` likewise loads only faX's
 * file (the icon registry's loaders), so it becomes a chunk of its own.
 */
const ICON_IMPORT = /import\s*\{([^}]+)\}\s*from\s*['"](@fortawesome\/free-(?:solid|brands)-svg-icons)['"];?/g;
const LAZY_ICON_IMPORT = /import\(\s*['"](@fortawesome\/free-(?:solid|brands)-svg-icons)['"]\s*\)\.then\(\(\s*(\w+)\s*\)\s*=>\s*\2\.(fa\w+)\s*\)/g;

function fontAwesomePerIconImports(): Plugin {
  const pattern = ICON_IMPORT;
  const lazyPattern = LAZY_ICON_IMPORT;
  return {
    name: 'font-awesome-per-icon-imports',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.(t|j)sx?$/.test(id) || !code.includes('@fortawesome/free-')) return null;
      const next = code.replace(pattern, (_all, names: string, pkg: string) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => {
            if (name.startsWith('type ')) return `import { ${name} } from '${pkg}';`;
            const [imported, local = imported] = name.split(/\s+as\s+/);
            return `import { ${imported} as ${local} } from '${pkg}/${imported}';`;
          })
          .join('\n'),
      );
      const lazyNext = next.replace(
        lazyPattern,
        (_all, pkg: string, param: string, name: string) => `import('${pkg}/${name}').then((${param}) => ${param}.${name})`,
      );
      return lazyNext === code ? null : { code: lazyNext, map: null };
    },
  };
}

/**
 * The per-icon modules the source imports (after fontAwesomePerIconImports), for `vite dev` to
 * pre-bundle at start: found one route at a time, each new batch made Vite reload the page.
 */
function iconModules(dir = fileURLToPath(new URL('./src', import.meta.url))): string[] {
  const modules = new Set<string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue;
    const code = readFileSync(`${dir}/${file}`, 'utf8');
    if (!code.includes('@fortawesome/free-')) continue;
    for (const [, names, pkg] of code.matchAll(ICON_IMPORT)) {
      for (const name of names.split(',').map((n) => n.trim())) {
        if (name && !name.startsWith('type ')) modules.add(`${pkg}/${name.split(/\s+as\s+/)[0]}`);
      }
    }
    for (const [, pkg, , name] of code.matchAll(LAZY_ICON_IMPORT)) modules.add(`${pkg}/${name}`);
  }
  return [...modules].sort();
}

/**
 * window.__backend before the backend starts (mocks/qa/backend-stub.ts), as the first script of
 * <head> (after its charset), so QA's first call works right after page.goto; the build's CSP step hashes it into the policy.
 */
async function backendStubScript(): Promise<string> {
  const source = `(${installBackendStub.toString()})(window, ${JSON.stringify(Object.keys(STUB_METHODS))});`;
  const { code } = await transformWithEsbuild(source, 'backend-stub.js', { minify: true });
  return `<script>${code.trim()}</script>`;
}

/**
 * Resolves the build's backend flags once (src/config/backend-env.ts: a malformed
 * VITE_API_BASE_URL fails the build). With the mock backend on, the page says from its first byte
 * that the backend is starting (mocks/qa/readiness.ts then sets 'ready' or 'failed'), so QA can
 * wait on one attribute. The build steps after the bundle (build/: prerender, CSP) resolve the same
 * flags from the same env.
 */
function backendEnv(): Plugin {
  let backend: BackendEnv = { apiBaseUrl: '', mocks: true };
  return {
    name: 'backend-env',
    // __BACKEND_HOST__ is a literal in the code, so a build keeps only its own backend's start-up.
    config: (_config, { command }) => ({
      define: { __BACKEND_HOST__: JSON.stringify(resolveBackendHost(command)) },
    }),
    configResolved(config) {
      backend = resolveBackendEnv(config.env);
    },
    async transformIndexHtml(html) {
      if (!backend.mocks) return html;
      const stub = await backendStubScript();
      return html.replace(/<html\b/, '<html data-backend="starting"').replace(/<meta charset="UTF-8" \/>/, (charset) => `${charset}\n${stub}`);
    },
  };
}

/**
 * The mock backend's service worker, built after the app into
 * `${outDir}/backend-worker.js` as one classic script (a service worker cannot import(): the demo
 * panel's lazy module is inlined), with the app's aliases and constants. Only a build with the mock
 * backend on gets it.
 */
function backendWorker(): Plugin {
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
        define: { ...appDefines, __BACKEND_HOST__: JSON.stringify(host) },
        resolve: { alias },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          rollupOptions: {
            input: fileURLToPath(new URL('./mocks/hosts/worker/backend-worker.ts', import.meta.url)),
            output: { format: 'iife', entryFileNames: 'backend-worker.js', inlineDynamicImports: true },
          },
        },
      });
    },
  };
}

/**
 * `vite dev` serves the OpenAPI document at ${base}openapi.json, as the build writes it to
 * dist/openapi.json (build/openapi.ts), so the /developers page reads it in dev too. Generated
 * on each request from the current sources, through the dev server's own module loader.
 */
function openApiInDev(): Plugin {
  return {
    name: 'openapi-in-dev',
    apply: 'serve',
    configureServer(server) {
      const path = `${server.config.base}openapi.json`;
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== path) return next();
        server
          .ssrLoadModule('/mocks/contract/openapi-build.ts')
          .then((module) => {
            const { openApiDocument } = module as typeof import('./mocks/contract/openapi-build');
            res.setHeader('Content-Type', 'application/json');
            res.end(JSON.stringify(openApiDocument(pkg.version)));
          })
          .catch(next);
      });
    },
  };
}

/**
 * React Router 7 resolves its development build in every bundler (remix-run/react-router#14102):
 * its dev warnings and checks ran in the product, and in its bytes. A build takes the production
 * files it ships beside them; `vite dev` and Vitest keep the warnings.
 */
function reactRouterProductionFiles(): Plugin {
  const file = (name: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${name}`, import.meta.url));
  return {
    name: 'react-router-production-files',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: file('index.mjs') },
          { find: /^react-router\/dom$/, replacement: file('dom-export.mjs') },
        ],
      },
    }),
  };
}

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

/**
 * The smaller and newer-format copies of the large images (src/config/responsive-images.ts), from
 * their originals in public/: the build emits them beside the originals, `vite dev` serves them.
 * Encoded once and then read from scripts/responsive-images.mjs's cache.
 */
function responsiveImages(): Plugin {
  let variants: Promise<Map<string, string>> | undefined;
  let publicDir = 'public';
  let ssr = false;
  const load = () =>
    (variants ??= encodeVariants(responsiveVariants().map((v) => ({ ...v, file: `${publicDir}${v.source}` }))).then((done) => {
      const encoded = done.filter((v) => v.encoded).length;
      if (encoded) console.log(`responsive images: encoded ${encoded} of ${done.length} variants`);
      return new Map(done.map((v) => [v.path, v.cached]));
    }));
  return {
    name: 'responsive-images',
    configResolved(config) {
      publicDir = config.publicDir;
      ssr = Boolean(config.build.ssr);
    },
    async generateBundle() {
      // The prerender's build for Node (build/prerender.ts) only renders the images' URLs.
      if (ssr) return;
      for (const [path, cached] of await load()) this.emitFile({ type: 'asset', fileName: path.slice(1), source: readFileSync(cached) });
    },
    configureServer(server) {
      const base = server.config.base;
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (!path.startsWith(base)) return next();
        load()
          .then((files) => {
            const cached = files.get(`/${path.slice(base.length)}`);
            if (!cached) return next();
            res.setHeader('Content-Type', `image/${cached.endsWith('.jpg') ? 'jpeg' : cached.split('.').pop()}`);
            res.end(readFileSync(cached));
          })
          .catch(next);
      });
    },
  };
}

// BASE_PATH lets the same build run at a host root or under a sub-path (e.g. /charity/).
const base = process.env.BASE_PATH ?? '/';

const defaultExclude = ['**/node_modules/**', '**/.git/**'];
const appProject = {
  environment: 'jsdom' as const,
  setupFiles: ['./src/testing/setup.ts'],
  include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
};
// The API server's tests and its file store's run in Node (the scripts project): a page's globals would change what they test.
const appExclude = [...defaultExclude, 'mocks/hosts/node/**', 'mocks/db/file/**'];
const scriptsProject = {
  environment: 'node' as const,
  include: ['scripts/**/*.test.ts', 'build/**/*.test.ts', 'mocks/hosts/node/**/*.test.ts', 'mocks/db/file/**/*.test.ts'],
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
    backendWorker(),
    openApiInDev(),
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
      // modules or globals, or test a first load, run isolated (scripts/vitest-isolated.mjs).
      { extends: true, test: { ...appProject, name: 'app', isolate: false, exclude: [...appExclude, ...isolatedAppTests] } },
      { extends: true, test: { ...appProject, name: 'app-isolated', include: isolatedAppTests } },
      // The build's steps (build/) and the serving scripts run in Node, with real HTTP: no browser environment, no mock backend.
      // Its files share one module graph per worker too, except those that mock modules or globals.
      { extends: true, test: { ...scriptsProject, name: 'scripts', isolate: false, exclude: [...defaultExclude, ...isolatedScriptsTests] } },
      { extends: true, test: { ...scriptsProject, name: 'scripts-isolated', include: isolatedScriptsTests } },
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
