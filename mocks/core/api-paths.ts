// Where the API lives, as msw patterns: under the app's base path at the origin a browser host
// serves, or at any origin in Node, where the HTTP server is reached at whatever host and port it
// was started on. The host names its origin (BackendDeps.origin); nothing here reads the location.
import { env } from '@/config/env';

/** The msw pattern of an API path such as '/api/banner/:id'. */
export type At = (path: string) => string;

export interface ApiPaths {
  at: At;
  /**
   * An msw predicate for the requests below an API prefix ('/api/'): those at(`${prefix}*`) matches,
   * found without decoding the path, since msw's patterns throw on a path that is not valid
   * percent-encoding ('/api/%') and the dispatcher must still take it, to answer 400.
   */
  isBelow(prefix: string): (info: { request: Request }) => boolean;
}

/** The API's paths at `origin` (null: any origin) under the app's base path. */
export function apiPathsAt(origin: string | null, basePath: string = env.BASE_URL): ApiPaths {
  const root = `${origin ?? '*'}${basePath}`;
  return {
    at: (path) => `${root}${path.replace(/^\//, '')}`,
    isBelow(prefix) {
      // Lower case on both sides: msw's patterns ignore case.
      const below = `${origin ?? ''}${basePath}${prefix.replace(/^\//, '')}`.toLowerCase();
      return ({ request }) => {
        const { origin: from, pathname } = new URL(request.url);
        return (origin === null ? pathname : `${from}${pathname}`).toLowerCase().startsWith(below);
      };
    },
  };
}
