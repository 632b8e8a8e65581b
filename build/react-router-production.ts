// React Router's production files in a build (vite.config.ts).
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * React Router 7 resolves its development build in every bundler (remix-run/react-router#14102):
 * its dev warnings and checks ran in the product, and in its bytes. A build takes the production
 * files it ships beside them; `vite dev` and Vitest keep the warnings.
 */
export function reactRouterProductionFiles(): Plugin {
  const file = (name: string) => fileURLToPath(new URL(`../node_modules/react-router/dist/production/${name}`, import.meta.url));
  return {
    name: 'react-router-production-files',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: file('index.mjs') },
          { find: /^react-router\/dom$/, replacement: file('dom-export.mjs') },
        ],
      },
    }),
  };
}
