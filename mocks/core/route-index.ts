// Which routes a request can reach, found before msw tries them. msw's getResponse tries every
// handler in turn, and each try compiles the handler's path pattern and reads the request's cookies:
// about a fifth of the api-server's busy time (profiled with --cpu-prof). The index keeps each
// route's method and the literal text its pattern can only match with; msw is then given the routes
// that pass both, in their order, so msw's own matching still decides (order, params, cookies) and
// every answer stays what it was.
import { HttpHandler, type RequestHandler } from 'msw';

/**
 * What path-to-regexp (msw's matcher) gives a meaning in a pattern, with what it takes along: a
 * parameter and its name, a group, a wildcard, an escape. Literal text stops there.
 */
const SPECIAL = /:\w*[?*+]?|\([^)]*\)[?*+]?|\{[^}]*\}[?*+]?|[*?+\\]/;

/**
 * The runs of literal text `pattern` can only match with, lower case (msw's patterns ignore case).
 * A `/` or `.` just before a special part is left out: it is the prefix of a parameter, which an
 * optional one (`/:id?`) drops.
 */
export function literalsOf(pattern: string): string[] {
  const parts = pattern.split(SPECIAL);
  return parts.map((part, i) => (i < parts.length - 1 ? part.replace(/[/.]$/, '') : part).toLowerCase()).filter((run) => run !== '');
}

interface Route {
  handler: RequestHandler;
  /** Lower-case method; null: any (a RegExp method, a handler that is no HttpHandler). */
  method: string | null;
  literals: string[];
}

function routeOf(handler: RequestHandler): Route {
  if (!(handler instanceof HttpHandler)) return { handler, method: null, literals: [] };
  const { method, path } = handler.info;
  return {
    handler,
    method: typeof method === 'string' ? method.toLowerCase() : null,
    literals: typeof path === 'string' ? literalsOf(path) : [],
  };
}

/** The routes of `handlers` (in their order) that may answer `request`: a superset of those msw would match. */
export function createRouteIndex(handlers: readonly RequestHandler[]): (request: Request) => RequestHandler[] {
  const routes = handlers.map(routeOf);
  const byMethod = new Map<string, Route[]>();
  const routesFor = (method: string): Route[] => {
    const known = byMethod.get(method);
    if (known) return known;
    const found = routes.filter((route) => route.method === null || route.method === method);
    // Only the methods some route names are kept: a client inventing methods cannot grow the map.
    if (routes.some((route) => route.method === method)) byMethod.set(method, found);
    return found;
  };
  return (request) => {
    const url = new URL(request.url);
    // What msw matches a pattern against: the URL without its query and fragment.
    const text = `${url.origin}${url.pathname}`.toLowerCase();
    return routesFor(request.method.toLowerCase())
      .filter((route) => route.literals.every((literal) => text.includes(literal)))
      .map((route) => route.handler);
  };
}
