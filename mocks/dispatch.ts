// The mock backend's one entry point. Every request under /api/ and /uploads/ (below the app's
// base path) comes here first, so what applies to all of them lives in one place, and an API path
// no route knows answers a JSON 404 instead of falling through to the static host's index.html.
import { getResponse, http, type RequestHandler } from 'msw';
import { faultResponse } from './qa/fault-response';
import { latencyDelay } from './qa/latency-delay';
import { withRequestLog } from './qa/request-log';
import { api, fail } from './utils';

export function dispatcher(routes: RequestHandler[]) {
  // Logged outermost, so window.__backend.requests() sees every answer, a forced fault included.
  const answer = withRequestLog(async ({ request }: { request: Request }): Promise<Response> => {
    // ?latency= first, as a network would; then a ?fault= rule answers instead of the route.
    await latencyDelay();
    const response = (await faultResponse(request)) ?? (await getResponse(routes, request));
    return response ?? fail(404, 'Not found');
  });
  return [http.all(api('/api/*'), answer), http.all(api('/uploads/*'), answer)];
}
