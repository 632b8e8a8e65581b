// The OpenAPI document in `vite dev` (vite.config.ts); the build writes it with build/openapi.ts.
import type { Plugin } from 'vite';

/**
 * `vite dev` serves the OpenAPI document at ${base}openapi.json, as the build writes it to
 * dist/openapi.json (build/openapi.ts), so the /developers page reads it in dev too. Generated
 * on each request from the current sources, through the dev server's own module loader.
 */
export function openApiInDev(version: string): Plugin {
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
            const { openApiDocument } = module as typeof import('../mocks/contract/openapi-build');
            res.setHeader('Content-Type', 'application/json');
            res.end(JSON.stringify(openApiDocument(version)));
          })
          .catch(next);
      });
    },
  };
}
