// Serves dist/ the way a plain static host does, with sirv (the static file server Vite uses):
// files under the base path, and 404.html for any other path, so deep links prove the 404.html
// fallback works. GitHub Pages answers that page with status 404 (--status-404 does the same); by
// default it answers 200 like an SPA host, so the browser console stays clean. Text files are sent
// gzip-compressed when the browser accepts it, as every real static host does (Lighthouse measures
// what travels): the build writes a .gz copy of each (build/gzip.ts) and sirv sends it.
// A path that is not valid percent-encoding, or holds a NUL or a '..' segment, answers 400; sirv
// itself never serves a file outside the directory either.
// Only this machine can connect unless --host says otherwise (--host 0.0.0.0: the whole network).
// Usage: node --import tsx tools/serve-static.ts [--dir dist] [--base /] [--port 4173] [--host 127.0.0.1] [--status-404 1]
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import sirv from 'sirv';

const args: Record<string, string | undefined> = Object.fromEntries(
  process.argv
    .slice(2)
    .reduce<[string, string | undefined][]>((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const dir = resolve(args.dir ?? 'dist');
const base = `/${(args.base ?? process.env.BASE_PATH ?? '/').replace(/^\/|\/$/g, '')}/`.replace('//', '/');
const port = Number(args.port ?? process.env.PORT ?? 4173);
const host = args.host ?? '127.0.0.1';
const status404 = Boolean(args['status-404']);

if (!existsSync(join(dir, 'index.html'))) {
  console.error(`No build in ${dir}: run "npm run build" first.`);
  process.exit(1);
}

const serve = sirv(dir, {
  // Reads the disk on each request, as Vite's preview does, so a rebuild is served at once.
  dev: true,
  gzip: true,
  // With validators a revalidation of a 'no-cache' file is a 304, as on real static hosts: a second
  // <img> of a file the page already has (the live app after the prerendered picture) costs no body.
  etag: true,
  extensions: ['html'],
  // Built assets carry a content hash in their names (vite.config.ts); everything else may change.
  setHeaders: (res, pathname) => res.setHeader('Cache-Control', pathname.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
});

/** Not a path a browser sends: bad percent-encoding, a NUL, a '..' segment, no leading slash. */
function isBadPath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return !decoded.startsWith('/') || decoded.includes('\0') || decoded.split(/[/\\]/).includes('..');
}

/** A static host answers unknown paths with its 404 page; ours is a copy of index.html. */
function sendNotFoundPage(req: IncomingMessage, res: ServerResponse) {
  req.url = '/404.html';
  if (status404) {
    // sirv always answers a file it found with 200.
    const writeHead = res.writeHead;
    res.writeHead = ((_status: number, headers?: OutgoingHttpHeaders) => writeHead.call(res, 404, headers)) as typeof res.writeHead;
  }
  serve(req, res, () => {
    res.writeHead(404).end();
  });
}

function handle(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (isBadPath(path)) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
    return;
  }
  if (path === base.slice(0, -1)) path = base;
  if (!path.startsWith(base)) {
    res.writeHead(302, { Location: base }).end();
    return;
  }
  // sirv serves the directory as the site's root.
  req.url = path.slice(base.length - 1) + (queryAt === -1 ? '' : url.slice(queryAt));
  serve(req, res, () => sendNotFoundPage(req, res));
}

createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
}).listen(port, host, () => {
  console.log(`Hope Foundation demo: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}${base}`);
});
