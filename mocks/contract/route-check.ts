// Keeps the mock backend and the OpenAPI document in step: every msw route needs a documented
// operation and every documented operation a route. The build fails on any mismatch
// (build/openapi.ts).
import type { RequestHandler } from 'msw';
import type { ApiOperation } from '@/types/api/openapi/operation';

export interface RouteProblem {
  kind: 'undocumented handler' | 'operation without handler';
  /** 'GET /api/services/{id}' */
  route: string;
}

/**
 * The OpenAPI path of an msw route path: 'http://localhost/charity/api/x/:id' or '*\/api/x/:id'
 * give '/api/x/{id}'. Whatever comes before the first /api/ or /uploads/ (origin, wildcard, base
 * path) is dropped.
 */
export function documentedPath(mswPath: string): string {
  const below = /\/(?:api|uploads)\/.*$/.exec(mswPath)?.[0] ?? mswPath;
  return below.replace(/:([A-Za-z_]\w*)/g, '{$1}');
}

/** 'GET /api/x/{id}' for each route handler; a handler without a plain method and path is named as msw shows it. */
function handlerRoutes(handlers: readonly RequestHandler[]): string[] {
  return handlers.map((handler) => {
    const info = handler.info as { method?: unknown; path?: unknown; header: string };
    return typeof info.method === 'string' && typeof info.path === 'string'
      ? `${info.method.toUpperCase()} ${documentedPath(info.path)}`
      : info.header;
  });
}

/** The handlers no operation documents and the operations no handler answers, in their own order. */
export function routeProblems(handlers: readonly RequestHandler[], operations: readonly ApiOperation[]): RouteProblem[] {
  const served = handlerRoutes(handlers);
  const documented = operations.map((op) => `${op.method.toUpperCase()} ${op.path}`);
  return [
    ...served.filter((route) => !documented.includes(route)).map((route) => ({ kind: 'undocumented handler' as const, route })),
    ...documented.filter((route) => !served.includes(route)).map((route) => ({ kind: 'operation without handler' as const, route })),
  ];
}
