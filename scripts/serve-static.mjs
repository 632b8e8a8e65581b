#!/usr/bin/env node
// Serves dist/ the way a plain static host does: files under the base path, and 404.html for any
// other path, so deep links prove the 404.html fallback works. GitHub Pages answers that page
// with status 404 (--status-404 does the same); by default it answers 200 like an SPA host, so the
// browser console stays clean. Text files are sent gzip-compressed when the browser accepts it, as
// every real static host does (GitHub Pages, Netlify): Lighthouse measures what travels.
// Usage: node scripts/serve-static.mjs [--dir dist] [--base /] [--port 4173] [--host 127.0.0.1] [--status-404 1]
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createGzip } from 'node:zlib';
import { extname, join, normalize, resolve } from 'node:path';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const dir = resolve(args.dir ?? 'dist');
const base = `/${(args.base ?? process.env.BASE_PATH ?? '/').replace(/^\/|\/$/g, '')}/`.replace('//', '/');
const port = Number(args.port ?? process.env.PORT ?? 4173);
const host = args.host ?? '127.0.0.1';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.txt': 'text/plain',
  '.webmanifest': 'application/manifest+json',
};

if (!existsSync(join(dir, 'index.html'))) {
  console.error(`No build in ${dir}: run "npm run build" first.`);
  process.exit(1);
}

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

function send(req, res, file, status = 200) {
  const gzip = COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(status, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': file.includes('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
  });
  const stream = createReadStream(file);
  if (gzip) stream.pipe(createGzip()).pipe(res);
  else stream.pipe(res);
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname = decodeURIComponent(url.pathname);
  if (pathname === base.slice(0, -1)) pathname = base;
  if (!pathname.startsWith(base)) {
    res.writeHead(302, { Location: base });
    res.end();
    return;
  }
  const relative = normalize(pathname.slice(base.length)).replace(/^(\.\.[/\\])+/, '');
  let file = join(dir, relative);
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (existsSync(file) && statSync(file).isFile()) return send(req, res, file);
  // A static host answers unknown paths with its 404 page; ours is a copy of index.html.
  return send(req, res, join(dir, '404.html'), args['status-404'] ? 404 : 200);
}).listen(port, host, () => {
  console.log(`Hope Foundation demo: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}${base}`);
});
