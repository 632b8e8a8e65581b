// The HTTP face of the mock backend: who may call it (origin-guard.ts), the OpenAPI document, the
// body limits, then the handlers through the MSW team's adapter (@mswjs/http-middleware), and a
// JSON 404 for everything else. Errors answer in the app's envelope, { success: false, message },
// as the handlers do.
import { createMiddleware } from '@mswjs/http-middleware';
import type { IncomingMessage } from 'node:http';
import express, { type ErrorRequestHandler } from 'express';
import type { RequestHandler } from 'msw';
import { markClientAddress } from './client-address';
import { MAX_BODY_BYTES } from '@/types/api/url-rules';
import { MAX_IMPORT_CHARS } from '../../handlers/demo';
import { mediaTypeOf } from '../../utils';
import { originGuard, type OriginGuardOptions } from './origin-guard';

export { MAX_BODY_BYTES };

const IMPORT_PATH = '/api/demo/import';
const MB = 1024 * 1024;

/** Only a body that says it is JSON is read as JSON: `text/plain; x=application/json` is not. */
const isJson = (req: IncomingMessage) => mediaTypeOf(req.headers['content-type']) === 'application/json';

export interface AppOptions {
  guard: OriginGuardOptions;
  /** Served at /openapi.json; made on the first request for it, not at start. */
  document: () => object;
}

/** body-parser's errors (they carry `type`) as the envelope; anything else is the server's fault. */
const answerErrors: ErrorRequestHandler = (error: { type?: string; status?: number; limit?: number }, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  let status = 500;
  let message = 'Internal server error';
  if (error.type === 'entity.too.large') [status, message] = [413, `Request body is larger than ${Math.round((error.limit ?? MAX_BODY_BYTES) / MB)} MB`];
  else if (error.type === 'entity.parse.failed') [status, message] = [400, 'Request body is not valid JSON'];
  else if (error.type && error.status && error.status < 500) [status, message] = [error.status, 'Request body could not be read'];
  else console.error('api-server:', error);
  res.status(status).json({ success: false, message });
};

export function createApp(handlers: RequestHandler[], { guard, document }: AppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(originGuard(guard));
  app.use(markClientAddress);
  let made: object | undefined;
  app.get('/openapi.json', (_req, res) => {
    made ??= document();
    res.json(made);
  });
  // The adapter hands the handlers the request stream when nothing has read it, else req.body:
  // JSON.stringify-ed when the content type names JSON, as it is otherwise. So every body is read
  // here, which is what enforces the 6 MB limit (413). A JSON body is parsed rather than kept as
  // bytes (the adapter would stringify a Buffer into {"type":"Buffer",...}): the route then reads the
  // same JSON value, a malformed body is refused with 400 before any route runs, and strict: false
  // takes any JSON value, leaving "must be an object" to the routes as in the page. Any other body
  // (multipart, images, text) is kept as its bytes.
  // An import takes what an export gives, up to the import's own limit; a parser that has read a
  // body leaves it to the next.
  app.use(IMPORT_PATH, express.json({ type: isJson, strict: false, limit: MAX_IMPORT_CHARS }), express.raw({ type: () => true, limit: MAX_IMPORT_CHARS }));
  app.use(express.json({ type: isJson, strict: false, limit: MAX_BODY_BYTES }));
  app.use(express.raw({ type: () => true, limit: MAX_BODY_BYTES }));
  app.use(createMiddleware(...handlers));
  app.use((_req, res) => {
    res.status(404).json({ success: false, message: 'Not found' });
  });
  app.use(answerErrors);
  return app;
}
