// The envelope every handler answers with, and the answers the scenarios make.
import { HttpResponse } from 'msw';
import { contextOf } from './context';

export function ok<T>(data: T, status = 200, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({ success: true, data, ...extra }, { status });
}

export function fail(status: number, message: string, errors?: Record<string, string>) {
  return HttpResponse.json({ success: false, message, ...(errors ? { errors } : {}) }, { status });
}

export const notFound = (what = 'Resource') => fail(404, `${what} not found`);

/** Marks an answer that carries a secret (a session token) so nothing keeps it: Cache-Control: no-store. */
export function noStore(response: Response): Response {
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/** The api-down scenario: public list loads answer 500 so the spec's fallbacks show. */
export function apiDownResponse(request: Request) {
  return contextOf(request).switches.scenario === 'api-down' ? fail(500, 'Service temporarily unavailable') : null;
}
