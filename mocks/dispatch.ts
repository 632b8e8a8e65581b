// The mock backend's one entry point. Every request under /api/ and /uploads/ (below the app's
// base path) comes here first, so what applies to all of them lives in one place, and an API path
// no route knows answers a JSON 404 instead of falling through to the static host's index.html.
import { getResponse, http, type RequestHandler } from 'msw';
import { MALFORMED_PATH, STORAGE_FULL } from '@/types/api/envelope';
import { isStorageFull } from './db/storage-full';
import { faultResponse } from './qa/fault-response';
import { latencyDelay } from './qa/latency-delay';
import { withRequestLog } from './qa/request-log';
import { fail, isBelow } from './utils';

/** Whether the path decodes; the routes' patterns decode it and would throw (a 500) when it does not. */
function isDecodable(url: string): boolean {
  try {
    decodeURIComponent(new URL(url).pathname);
    return true;
  } catch {
    return false;
  }
}

/** The route's answer; a write the storage refused for want of space is a 507, whichever route made it. */
async function routeResponse(routes: RequestHandler[], request: Request): Promise<Response | undefined> {
  try {
    return await getResponse(routes, request);
  } catch (error) {
    if (!isStorageFull(error)) throw error;
    console.warn(`${request.method} ${request.url}: the storage is full.`, error);
    return fail(507, STORAGE_FULL);
  }
}

export function dispatcher(routes: RequestHandler[]) {
  // Logged outermost, so window.__backend.requests() sees every answer, a forced fault included.
  const answer = withRequestLog(async ({ request }: { request: Request }): Promise<Response> => {
    // ?latency= first, as a network would; then a ?fault= rule answers instead of the route.
    await latencyDelay();
    const fault = await faultResponse(request);
    if (fault) return fault;
    if (!isDecodable(request.url)) return fail(400, MALFORMED_PATH);
    return (await routeResponse(routes, request)) ?? fail(404, 'Not found');
  });
  return [http.all(isBelow('/api/'), answer), http.all(isBelow('/uploads/'), answer)];
}
