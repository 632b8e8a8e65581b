// The route index narrows the routes msw tries without leaving out one msw would match: for every
// route, its method and HEAD (which no GET route takes) and variants of its path (parameters, case,
// a trailing slash, a query, a prefix), the routes msw matches among all are among those the index
// gives, in the same order.
import { describe, expect, it } from 'vitest';
import { http, HttpHandler, type RequestHandler } from 'msw';
import { apiUrl } from '@/config/env';
import { testRoutes as routeHandlers } from '../testing/api';
import { createRouteIndex, literalsOf } from './route-index';

/** The URLs of a route's path to try, its parameters filled in: with a trailing slash and a query, in upper case, below another path, with more after it. */
function urlsOf(handler: RequestHandler): string[] {
  if (!(handler instanceof HttpHandler)) throw new Error(`not an HTTP route: ${handler.info.header}`);
  const path = String(handler.info.path).replace(/\/:\w+\??/g, '/12');
  const { origin, pathname } = new URL(path);
  return [`${path}/?q=1`, `${origin}${pathname.toUpperCase()}`, `${origin}/elsewhere${pathname}`, `${path}/more`];
}

/** The routes msw itself matches for `request`, in their order. */
async function mswMatches(handlers: readonly RequestHandler[], request: Request): Promise<RequestHandler[]> {
  const matched: RequestHandler[] = [];
  for (const handler of handlers) if (await handler.test({ request })) matched.push(handler);
  return matched;
}

describe('the route index', () => {
  it('gives every route msw would match, for every route and path variant, with its method and with HEAD', async () => {
    const routesOf = createRouteIndex(routeHandlers);
    let tried = 0;
    for (const handler of routeHandlers) {
      for (const url of urlsOf(handler)) {
        for (const method of [String(handler.info.method), 'HEAD']) {
          const request = new Request(url, { method });
          const candidates = routesOf(request);
          const matched = await mswMatches(routeHandlers, request);
          expect(
            candidates.filter((c) => matched.includes(c)),
            `${method} ${url}`,
          ).toEqual(matched);
          tried += 1;
        }
      }
    }
    expect(tried).toBe(routeHandlers.length * 4 * 2);
  });

  it('hands msw only the routes of the method and path, not every route', () => {
    const routesOf = createRouteIndex(routeHandlers);
    expect(routeHandlers.length).toBeGreaterThan(40);
    const contact = routesOf(new Request(apiUrl('/api/contact-forms'), { method: 'POST', body: '{}' }));
    expect(contact.map((h) => h.info.header)).toEqual([`POST ${apiUrl('/api/contact-forms')}`]);
    expect(routesOf(new Request(apiUrl('/api/services/3'))).length).toBeLessThanOrEqual(2);
    expect(routesOf(new Request(apiUrl('/api/nowhere')))).toEqual([]);
  });

  it('keeps a route whose method or path it cannot read for every request', () => {
    const any = http.all(apiUrl('/api/x'), () => undefined);
    const byPredicate = http.get(
      () => true,
      () => undefined,
    );
    const routesOf = createRouteIndex([any, byPredicate]);
    expect(routesOf(new Request(apiUrl('/api/x'), { method: 'DELETE' }))).toEqual([any]);
    expect(routesOf(new Request(apiUrl('/api/y')))).toEqual([byPredicate]);
  });
});

describe('literalsOf', () => {
  it('is the runs of literal text, without parameters or the prefix of one, in lower case', () => {
    expect(literalsOf('*/api/Services/:id')).toEqual(['/api/services']);
    expect(literalsOf('*/api/events/:id?')).toEqual(['/api/events']);
    expect(literalsOf('*/api/admin/:id/password')).toEqual(['/api/admin', '/password']);
    expect(literalsOf('http://localhost:4173/charity/api/contact-forms')).toEqual(['http', '//localhost', '/charity/api/contact-forms']);
    expect(literalsOf('*/uploads/(.*)')).toEqual(['/uploads']);
    expect(literalsOf('*')).toEqual([]);
  });
});
