#!/usr/bin/env node
// Last build step, over the final files (after prerender has written its pages): the
// Content-Security-Policy meta tag in every HTML file (scripts/csp.mjs: it hashes the file's final
// inline scripts and styles), then a .gz copy of every text file, which scripts/serve-static.mjs
// sends to browsers that accept gzip, as real static hosts compress what they send. Hosts that
// compress by themselves ignore the copies.
// Usage: node scripts/finish-build.mjs [dir]   (default BUILD_DIR, else dist)
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BUILD_DIR, readBackendEnv } from './build-output.mjs';
import { withCsp } from './csp.mjs';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

/** Every file under `dir`, as full paths. */
const filesIn = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));

/** Writes `file.gz` next to each text file of `dir`, replacing earlier copies. */
export function writeGzipCopies(dir) {
  const files = filesIn(dir);
  for (const file of files) if (file.endsWith('.gz')) rmSync(file);
  const texts = files.filter((file) => COMPRESSIBLE.has(extname(file)));
  for (const file of texts) writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));
  return texts.length;
}

/** Puts the Content-Security-Policy in every HTML file of `dir` (again, if it has one). */
export function addCsp(dir) {
  const { apiBaseUrl } = readBackendEnv(dir);
  const apiOrigin = apiBaseUrl ? new URL(apiBaseUrl).origin : null;
  const pages = filesIn(dir).filter((file) => file.endsWith('.html'));
  for (const file of pages) writeFileSync(file, withCsp(readFileSync(file, 'utf8'), { apiOrigin }));
  return pages.length;
}

export function finishBuild(dir = BUILD_DIR) {
  const pages = addCsp(dir);
  const compressed = writeGzipCopies(dir);
  console.log(`finish-build: Content-Security-Policy in ${pages} HTML files, ${compressed} gzip copies`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) finishBuild(process.argv[2]);
