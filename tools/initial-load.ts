// What '/' loads before it is usable, read from a build's Vite manifest: the entry, its static
// imports, the start-up chunks main.tsx awaits (the mock backend's start) and the home route's
// chunk, with their gzip sizes. Shared by the size report (npm run size) and the e2e check of the
// budget (e2e/public/initial-load.spec.ts), so both count the same files.
import { existsSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';

export type { Manifest };

/** ARCHITECTURE.md §8 is 150 KB (gzip); issue #15 set 140 for the build with the backend in its worker. */
export const BUDGET_INITIAL_KB = 140;
export const TARGET_INITIAL_KB = 120;

/**
 * Chunks the start-up chain imports only on a condition that a visitor's first page never meets,
 * so they are not downloaded then (checked in Chromium: the network log of a first visit to '/'
 * does not list them): the backend inside the page (only when the browser refuses the service
 * worker), the demo data's export, import, reset and scenario (only when the demo panel asks) and
 * window.__backend's switch controls (only when a test calls one; respond's check of a canned
 * answer against the API document loads from them), and the question a ?reset=1 or ?scenario= link
 * asks with the app's confirm dialog (only when it would wipe a person's data: mocks/qa/start-consent.ts).
 */
const CONDITIONAL = new Set(['mocks/hosts/page/in-page.ts', 'mocks/db/demo-data.ts', 'mocks/qa/switch-controls.ts', 'mocks/qa/start-consent.ts']);
/**
 * The manifest key of a module's chunk. Vite keys a chunk by its file ('_in-page.[hash].chunk.js')
 * when the chunk is more than that module's (it has other importers, or build/route-chunks.ts
 * put more modules in it): such a chunk is known by its name, the module's file name.
 */
export function chunkKey(manifest: Manifest, path: string): string {
  if (path in manifest) return path;
  const name = basename(path, extname(path));
  return Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key].name === name) ?? path;
}
const HOME = 'src/app/routes/public/home.tsx';
/**
 * Chunks requested only after the first render, so they are never awaited before the page is
 * usable: the donation popup's dialog (at its 2 s timer), the recent-donor popup (once donors have
 * loaded), the alert and confirm dialogs (when a page asks) and the home page's sections below its
 * first screen (from an effect of the home route). e2e/public/initial-load.spec.ts checks, from the
 * network log of '/', that none is requested before the first render.
 */
export const AFTER_FIRST_RENDER = new Set([
  'src/features/donor-popup/components/donation-dialog.tsx',
  'src/features/donor-popup/components/recent-donor-popup.tsx',
  'src/components/ui/dialog-host.tsx',
  'src/app/routes/public/home-below-fold.tsx',
]);

/** The manifest of the build in `dir`, or null when there is none. */
export function readManifest(dir: string): Manifest | null {
  const path = join(dir, '.vite/manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : null;
}

/** Manifest keys '/' loads before it is usable. */
export function initialKeys(manifest: Manifest): Set<string> {
  const conditional = new Set([...CONDITIONAL].map((path) => chunkKey(manifest, path)));
  const later = new Set([...AFTER_FIRST_RENDER].map((path) => chunkKey(manifest, path)));
  const home = chunkKey(manifest, HOME);
  const isRoute = (key: string) => key.startsWith('src/app/routes/') || key === home;
  const keys = new Set<string>();
  const closure = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (entryKey === undefined) throw new Error('the manifest names no entry');
  closure(entryKey);
  // main.tsx awaits the mock backend (and the worker module it imports) before the first render:
  // every non-route chunk the entry loads dynamically, and what those load in turn, counts.
  const pending = [...(manifest[entryKey].dynamicImports ?? [])].filter((k) => !isRoute(k));
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (keys.has(key) || conditional.has(key) || later.has(key)) continue;
    closure(key);
    for (const inner of manifest[key]?.dynamicImports ?? []) if (!isRoute(inner)) pending.push(inner);
  }
  // The home route is fetched at once on '/'.
  closure(home);
  return keys;
}

/** The JS and CSS files of manifest keys. */
export function filesOf(manifest: Manifest, keys: Iterable<string>): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const entry = manifest[key];
    if (!entry) continue;
    js.add(entry.file);
    for (const c of entry.css ?? []) css.add(c);
  }
  return { js: [...js], css: [...css] };
}

/** Gzip size (level 9) of a file of the build in `dir`. */
export const gzipSize = (dir: string, file: string): number => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;

/** The initial load of the build in `dir`: its files and their gzip sizes in bytes. */
export function initialLoad(dir: string, manifest: Manifest | null = readManifest(dir)) {
  if (!manifest) throw new Error(`no build manifest in ${dir}: build first`);
  const keys = initialKeys(manifest);
  const files = filesOf(manifest, keys);
  const sum = (list: string[]) => list.reduce((total, file) => total + gzipSize(dir, file), 0);
  return { keys, files, js: sum(files.js), css: sum(files.css) };
}
