// How a host without msw's own interception (the Node server, the backend's service worker)
// answers one request with the handlers: the dispatcher's answer, or a JSON 404 for a path outside
// /api/ and /uploads/.
import { getResponse } from 'msw';
import { handlers } from './handlers';
import { fail } from './utils';

export async function answer(request: Request): Promise<Response> {
  return (await getResponse(handlers, request)) ?? fail(404, 'Not found');
}
