// Small helpers shared by the bench steps: free ports, a static server, medians, formatting.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

/** The first free TCP port on 127.0.0.1 from `start` upwards. */
export async function freePort(start = 4390) {
  for (let port = start; port < start + 100; port += 1) {
    const free = await new Promise((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${start}..${start + 99}`);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.txt': 'text/plain',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves `dir` like scripts/serve-static.mjs (same types and cache headers), except that an unknown
 * path gets index.html with status 200, as an SPA host rewrite does: Lighthouse refuses to audit a
 * page answered with 404, which is what serve-static.mjs (GitHub Pages' 404.html) gives deep links.
 */
export async function serveStatic({ dir = 'dist', base = '/', port }) {
  const root = resolve(dir);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`no build in ${dir}`);
  const server = createHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname = decodeURIComponent(url.pathname);
    if (!pathname.startsWith(base)) pathname = base;
    const relative = normalize(pathname.slice(base.length)).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, relative);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!(existsSync(file) && statSync(file).isFile())) {
      // A missing asset stays a 404; only page paths fall back to the app.
      if (extname(relative)) {
        res.writeHead(404);
        res.end();
        return;
      }
      file = join(root, 'index.html');
    }
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': file.includes(`${sep}static${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    createReadStream(file).pipe(res);
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', ok);
  });
  return { url: `http://127.0.0.1:${port}${base}`, close: () => server.close() };
}

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Rejects when `promise` takes longer than `ms`. */
export function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${Math.round(ms / 1000)} s`)), ms);
    }),
  ]);
}

/** A short, one-line reason for an 'n/a'. */
export function reason(error) {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0].slice(0, 200);
}
