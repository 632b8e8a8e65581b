// `vite preview` (npm run preview, npm start) answers as the static host the build is made for: a
// path with a prerendered page gets that page (dist/events/index.html for /events) and any other
// path without a file gets 404.html, where Vite's own fallback would send index.html, the
// prerendered home page, to every deep link.
import { existsSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

export function previewStaticHost(): Plugin {
  return {
    name: 'preview-static-host',
    configurePreviewServer(server) {
      const { base, root, build } = server.config;
      const outDir = resolve(root, build.outDir);
      server.middlewares.use((req, _res, next) => {
        const [path, query] = (req.url ?? '').split(/\?(.*)/s);
        if (!path.startsWith(base) || extname(path) || path.includes('..')) return next();
        const page = join(path.slice(base.length), 'index.html');
        const file = existsSync(join(outDir, page)) ? page : '404.html';
        req.url = `${base}${file}${query ? `?${query}` : ''}`;
        next();
      });
    },
  };
}
