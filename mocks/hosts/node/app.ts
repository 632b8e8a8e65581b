// The HTTP face of the mock backend: CORS, the body limits, then the handlers through the MSW
// team's adapter (@mswjs/http-middleware), and a JSON 404 for everything else. Errors answer in the
// app's envelope, { success: false, message }, as the handlers do.
import { createMiddleware } from '@mswjs/http-middleware';
import type { IncomingMessage } from 'node:http';
import express, { type ErrorRequestHandler } from 'express';
import type { RequestHandler } from 'msw';
import { markClientAddress } from './client-address';
import { cors } from './cors';

/** The largest body the server reads: above the 5 MB upload limit plus its multipart framing. */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;

const isJson = (req: IncomingMessage) => (req.headers['content-type'] ?? '').toLowerCase().includes('json');

/** body-parser's errors (they carry `type`) as the envelope; anything else is the server's fault. */
const answerErrors: ErrorRequestHandler = (error: { type?: string; status?: number }, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  let status = 500;
  let message = 'Internal server error';
  if (error.type === 'entity.too.large') [status, message] = [413, 'Request body is larger than 6 MB'];
  else if (error.type === 'entity.parse.failed') [status, message] = [400, 'Request body is not valid JSON'];
  else if (error.type && error.status && error.status < 500) [status, message] = [error.status, 'Request body could not be read'];
  else console.error('api-server:', error);
  res.status(status).json({ success: false, message });
};

export function createApp(handlers: RequestHandler[]): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(cors);
  app.use(markClientAddress);
  // The adapter hands the handlers the request stream when nothing has read it, else req.body:
  // JSON.stringify-ed when the content type names JSON, as it is otherwise. So every body is read
  // here, which is what enforces the 6 MB limit (413). A JSON body is parsed rather than kept as
  // bytes (the adapter would stringify a Buffer into {"type":"Buffer",...}): the route then reads the
  // same JSON value, a malformed body is refused with 400 before any route runs, and strict: false
  // takes any JSON value, leaving "must be an object" to the routes as in the page. Any other body
  // (multipart, images, text) is kept as its bytes.
  app.use(express.json({ type: isJson, strict: false, limit: MAX_BODY_BYTES }));
  app.use(express.raw({ type: () => true, limit: MAX_BODY_BYTES }));
  app.use(createMiddleware(...handlers));
  app.use((_req, res) => {
    res.status(404).json({ success: false, message: 'Not found' });
  });
  app.use(answerErrors);
  return app;
}
