// The responsive copies of the large images, in the build and in `vite dev` (vite.config.ts).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { responsiveVariants } from '../src/config/responsive-images';
import { encodeVariants } from './image-variants';

/**
 * The smaller and newer-format copies of the large images (src/config/responsive-images.ts), from
 * their originals in public/: the build emits them beside the originals, `vite dev` serves them.
 * Encoded once and then read from build/image-variants.ts's cache.
 */
export function responsiveImages(): Plugin {
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
