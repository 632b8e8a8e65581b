// Where the API lives, as msw patterns: the app's base path in a page, any origin in Node.
import { apiUrl, env } from '@/config/env';

/**
 * The msw pattern of an API path under the app's base path (e.g. '/api/banner/:id'): the absolute
 * URL in a page (and in jsdom tests); in Node, where the handlers answer as an HTTP server
 * (mocks/hosts/node), any origin ('*' + base + path), since the server is reached at whatever host and
 * port it was started on.
 */
export const api = (path: string): string =>
  typeof globalThis.location === 'undefined' ? `*${env.BASE_URL}${path.replace(/^\//, '')}` : apiUrl(path);

/**
 * An msw predicate for the requests below an API prefix ('/api/'): those api(`${prefix}*`) matches,
 * found without decoding the path, since msw's patterns throw on a path that is not valid
 * percent-encoding ('/api/%') and the dispatcher must still take it, to answer 400.
 */
export function isBelow(prefix: string): (info: { request: Request }) => boolean {
  const inNode = typeof globalThis.location === 'undefined';
  // Lower case on both sides: msw's patterns ignore case.
  const root = (inNode ? `${env.BASE_URL}${prefix.replace(/^\//, '')}` : apiUrl(prefix)).toLowerCase();
  return ({ request }) => {
    const { origin, pathname } = new URL(request.url);
    return (inNode ? pathname : `${origin}${pathname}`).toLowerCase().startsWith(root);
  };
}
