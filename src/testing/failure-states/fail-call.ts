// Makes one API call fail as the fault switch does (mocks/qa/fault-response.ts): 503 with a body
// that has no message, so the app shows its own fallback. Counts the failed requests, so a test
// knows the screen really made the call.
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/testing/vitest-backend';
import { apiUrl } from '@/config/env';

/** '/api/banner/{id}' as a pattern of the request's path: an id is a number, so '/api/banner/admin' is not matched. */
function pathPattern(path: string): RegExp {
  const root = new URL(apiUrl('/')).pathname;
  const source = path
    .replace(/^\//, root)
    .replace(/[.*+?^$()[\]\\]/g, '\\$&')
    .replace(/\{id\}/g, '\\d+')
    .replace(/\{\w+\}/g, '[^/]+');
  return new RegExp(`^${source}$`);
}

/** Fails every request of `call` ('PATCH /api/banner/{id}/toggle'); other requests reach the backend. */
export function failCall(call: string): { count: number } {
  const [method, path] = call.split(' ');
  const pattern = pathPattern(path);
  const hits = { count: 0 };
  server.use(
    http.all(/.*/, ({ request }) => {
      if (request.method !== method || !pattern.test(new URL(request.url).pathname)) return undefined;
      hits.count += 1;
      return HttpResponse.json({ success: false }, { status: 503 });
    }),
  );
  return hits;
}
