#!/usr/bin/env node
// Gzip sizes of what '/' loads before it is usable (entry, its static imports, the mock backend
// it awaits and the home route chunk), and of every route chunk, against ARCHITECTURE.md §8.
// Usage: npm run build && npm run size   (--json to print JSON; BUILD_DIR=dir for another build)
// A worker build (the default) also gets the backend's service worker on its own line: it loads off
// the page, so it is not part of the initial JS.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { BUILD_DIR } from './build-output.mjs';

const BUDGET_INITIAL_KB = 150;
const TARGET_INITIAL_KB = 120;
const BUDGET_ROUTE_KB = 40;

const manifestPath = `${BUILD_DIR}/.vite/manifest.json`;
if (!existsSync(manifestPath)) {
  console.error('No build manifest: run "npm run build" first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = (file) => gzipSync(readFileSync(`${BUILD_DIR}/${file}`), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Every file a manifest entry pulls in through static imports (and its CSS). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}
function filesOf(keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const entry = manifest[key];
    if (!entry) continue;
    js.add(entry.file);
    for (const c of entry.css ?? []) css.add(c);
  }
  return { js: [...js], css: [...css] };
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
/**
 * Chunks the start-up chain imports only on a condition that a visitor's first page never meets,
 * so they are not downloaded then (checked in Chromium: the network log of a first visit to '/'
 * does not list them): the backend inside the page (only when the browser refuses the service
 * worker) and the demo data's export, import, reset and scenario (only when the demo panel asks).
 */
const CONDITIONAL = new Set(['mocks/in-page.ts', 'mocks/demo-data.ts']);
const isRoute = (key) => key.startsWith('src/app/routes/');
const startKeys = new Set();
closure(entryKey, startKeys);
// main.tsx awaits the mock backend (and the worker module it imports) before the first render:
// every non-route chunk the entry loads dynamically, and what those load in turn, counts.
const pending = [...(manifest[entryKey].dynamicImports ?? [])].filter((k) => !isRoute(k));
while (pending.length) {
  const key = pending.pop();
  if (startKeys.has(key) || CONDITIONAL.has(key)) continue;
  closure(key, startKeys);
  for (const inner of manifest[key]?.dynamicImports ?? []) if (!isRoute(inner)) pending.push(inner);
}
// The home route is fetched at once on '/'.
closure('src/app/routes/public/home.tsx', startKeys);
const initial = filesOf(startKeys);
const initialJs = initial.js.reduce((sum, f) => sum + gz(f), 0);
const initialCss = initial.css.reduce((sum, f) => sum + gz(f), 0);
const pdfInInitial = initial.js.some((f) => /jspdf|autotable/i.test(f)) || [...startKeys].some((k) => /jspdf/i.test(k));

const routes = Object.keys(manifest)
  .filter((k) => k.startsWith('src/app/routes/') && k.endsWith('.tsx') && manifest[k].isDynamicEntry)
  .map((k) => ({ route: k.replace('src/app/routes/', ''), file: manifest[k].file, gzip: gz(manifest[k].file) }))
  .sort((a, b) => b.gzip - a.gzip);
const largestRoute = routes[0] ?? { route: 'none', gzip: 0 };

const rows = [
  ['Initial JS for / (gzip)', `${kb(initialJs)} KB`, `${BUDGET_INITIAL_KB} KB (target ${TARGET_INITIAL_KB})`, initialJs <= BUDGET_INITIAL_KB * 1024],
  ['Initial CSS for / (gzip)', `${kb(initialCss)} KB`, '-', true],
  [`Largest route chunk (${largestRoute.route})`, `${kb(largestRoute.gzip)} KB`, `${BUDGET_ROUTE_KB} KB`, largestRoute.gzip <= BUDGET_ROUTE_KB * 1024],
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
