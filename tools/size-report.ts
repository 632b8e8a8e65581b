// Gzip sizes of what '/' loads before it is usable (entry, its static imports, the mock backend
// it awaits and the home route chunk), and of every route chunk, against ARCHITECTURE.md §8.
// Usage: npm run build && npm run size   (--json to print JSON; BUILD_DIR=dir for another build)
// A worker build (the default) also gets the backend's service worker on its own line: it loads off
// the page, so it is not part of the initial JS.
import { existsSync, readdirSync } from 'node:fs';
import { BUDGET_INITIAL_KB, TARGET_INITIAL_KB, chunkKey, gzipSize, initialLoad, readManifest } from './initial-load';

const BUDGET_ROUTE_KB = 40;
// Where the build wrote (BUILD_DIR, as vite.config.ts's outDir).
const BUILD_DIR = process.env.BUILD_DIR ?? 'dist';

const manifest = readManifest(BUILD_DIR);
if (!manifest) {
  console.error('No build manifest: run "npm run build" first.');
  process.exit(1);
}
const gz = (file: string) => gzipSize(BUILD_DIR, file);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const budgetKb = BUDGET_INITIAL_KB;
const { keys: startKeys, files: initial, js: initialJs, css: initialCss } = initialLoad(BUILD_DIR, manifest);
const pdfInInitial = initial.js.some((f) => /jspdf|autotable/i.test(f)) || [...startKeys].some((k) => /jspdf/i.test(k));

// Every route module's chunk: Vite keys it by its path, or by its file ('_home.[hash].chunk.js')
// when build/route-chunks.ts grouped more modules into it (chunkKey finds those by name).
const routeModules = readdirSync('src/app/routes', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .map((file) => `src/app/routes/${file}`);
const routeKeys = new Map(routeModules.map((path) => [chunkKey(manifest, path), path]));
const routes = [...routeKeys]
  .filter(([key]) => manifest[key]?.isDynamicEntry)
  .map(([key, path]) => ({ route: path.replace('src/app/routes/', ''), file: manifest[key].file, gzip: gz(manifest[key].file) }))
  .sort((a, b) => b.gzip - a.gzip);
const largestRoute = routes[0] ?? { route: 'none', gzip: 0 };

const rows: [name: string, value: string, budget: string, ok: boolean][] = [
  [
    `Initial JS for / (gzip, backend in its worker)`,
    `${kb(initialJs)} KB`,
    `${budgetKb} KB (target ${TARGET_INITIAL_KB})`,
    initialJs <= budgetKb * 1024,
  ],
  ['Initial CSS for / (gzip)', `${kb(initialCss)} KB`, '-', true],
  [
    `Largest route chunk (${largestRoute.route})`,
    `${kb(largestRoute.gzip)} KB`,
    `${BUDGET_ROUTE_KB} KB`,
    largestRoute.gzip <= BUDGET_ROUTE_KB * 1024,
  ],
  ['jspdf in the initial load', pdfInInitial ? 'yes' : 'no', 'never', !pdfInInitial],
];
const WORKER = 'backend-worker.js';
const workerJs = existsSync(`${BUILD_DIR}/${WORKER}`) ? gz(WORKER) : null;
if (workerJs !== null) rows.push([`Backend service worker (${WORKER}, gzip)`, `${kb(workerJs)} KB`, '-', true]);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ initialJs, initialCss, initialFiles: initial, routes, pdfInInitial, workerJs }, null, 2));
} else {
  console.log('| figure | measured | budget | ok |\n|---|---|---|---|');
  for (const [name, value, budget, okay] of rows) console.log(`| ${name} | ${value} | ${budget} | ${okay ? 'yes' : 'NO'} |`);
  console.log('\nRoute chunks (gzip):');
  for (const r of routes) console.log(`  ${r.route.padEnd(32)} ${kb(r.gzip).padStart(7)} KB  ${r.file}`);
  console.log('\nLoaded at start:');
  for (const f of [...initial.js, ...initial.css]) console.log(`  ${kb(gz(f)).padStart(7)} KB  ${f}`);
}
process.exitCode = rows.every((r) => r[3]) ? 0 : 1;
