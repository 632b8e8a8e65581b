// The HTTP face of the mock backend: who may call it (origin-guard.ts), the QA controls under
// /__backend/ (control-route.ts), the OpenAPI document, the body limits, then the backend's own handle(request) for everything else (it answers a JSON 404
// outside /api/ and /uploads/). Errors answer in the app's envelope, { success: false, message },
// as the handlers do.
import type { IncomingMessage } from 'node:http';
import express, { type ErrorRequestHandler, type Request as ExpressRequest, type RequestHandler } from 'express';
import { markClientAddress } from './client-address';
import { MAX_BODY_BYTES } from '@/types/api/url-rules';
import { MAX_IMPORT_CHARS } from '../../handlers/demo';
import { mediaTypeOf } from '../../core/request-input';
import { originGuard, type OriginGuardOptions } from './origin-guard';
import { qaHeaderGuard, type QaHeaderPolicy } from './qa-headers';
import { createActivity } from './activity';
import { CONTROL_BASE, controlRouter } from './control-route';
import type { TabControls } from './controls';

export { MAX_BODY_BYTES };

const IMPORT_PATH = '/api/demo/import';
const MB = 1024 * 1024;

/** Only a body that says it is JSON is read as JSON: `text/plain; x=application/json` is not. */
const isJson = (req: IncomingMessage) => mediaTypeOf(req.headers['content-type']) === 'application/json';

/** Whether a request carries a body at all (type-is's rule: a length or a transfer encoding). */
const hasBody = (req: IncomingMessage) => req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined;

/** A request whose JSON body the parser checked, with the bytes it read. */
type ReadBody = IncomingMessage & { bodyBytes?: Buffer };

/**
 * Keeps the bytes a JSON body was parsed from: the backend reads them as sent. Writing the parsed
 * value back with JSON.stringify overflowed the stack on a body nested thousands deep (a 500).
 */
const keepBytes = (req: ReadBody, _res: unknown, bytes: Buffer, encoding: string) => {
  // The backend reads a body as UTF-8; one sent in another charset body-parser takes is re-encoded.
  req.bodyBytes = encoding.toLowerCase() === 'utf-8' ? bytes : Buffer.from(new TextDecoder(encoding).decode(bytes));
};

/** The body as the client sent it, once the parsers below have checked it. */
function bodyOf(req: ExpressRequest): BodyInit | undefined {
  if (req.method === 'GET' || req.method === 'HEAD' || !hasBody(req)) return undefined;
  const bytes = (req as ReadBody).bodyBytes ?? (Buffer.isBuffer(req.body) ? req.body : undefined);
  // body-parser's Buffer is over a plain ArrayBuffer (never a SharedArrayBuffer).
  return bytes as Uint8Array<ArrayBuffer> | undefined;
}

/** Hands each request to the backend as a fetch Request and writes its Response back. */
function answerWith(handle: (request: Request) => Promise<Response>): RequestHandler {
  return (req, res, next) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
    }
    const request = new Request(new URL(req.originalUrl, `${req.protocol}://${req.get('host')}`), { method: req.method, headers, body: bodyOf(req) });
    handle(request)
      .then(async (response) => {
        res.status(response.status);
        // append, not set: several Set-Cookie headers stay several.
        response.headers.forEach((value, name) => res.appendHeader(name, value));
        res.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch(next);
  };
}

export interface AppOptions {
  guard: OriginGuardOptions;
  /** Served at /openapi.json; made on the first request for it, not at start. */
  document: () => object;
  /** Whose X-Mock-* headers and /__backend/ controls set the QA switches (qa-headers.ts). */
  qaHeaders: QaHeaderPolicy;
  /** The QA controls of a tab, served under /__backend/ (control-route.ts). */
  controls: (tab: string) => TabControls;
  /** The app's version, for the controls' document. */
  version: string;
}

/** body-parser's errors (they carry `type`) as the envelope; anything else is the server's fault. */
const answerErrors: ErrorRequestHandler = (error: { type?: string; status?: number; limit?: number }, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  let status = 500;
  let message = 'Internal server error';
  if (error.type === 'entity.too.large')
    [status, message] = [413, `Request body is larger than ${Math.round((error.limit ?? MAX_BODY_BYTES) / MB)} MB`];
  else if (error.type === 'entity.parse.failed') [status, message] = [400, 'Request body is not valid JSON'];
  else if (error.type && error.status && error.status < 500) [status, message] = [error.status, 'Request body could not be read'];
  else console.error('api-server:', error);
  res.status(status).json({ success: false, message });
};

export function createApp(
  handle: (request: Request) => Promise<Response>,
  { guard, document, qaHeaders, controls, version }: AppOptions,
): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(originGuard(guard));
  app.use(markClientAddress);
  app.use(qaHeaderGuard(qaHeaders));
  const activity = createActivity();
  app.use(CONTROL_BASE, controlRouter({ controls, activity, policy: qaHeaders, version }));
  app.use(activity.count);
  let made: object | undefined;
  app.get('/openapi.json', (_req, res) => {
    made ??= document();
    res.json(made);
  });
  // Every body is read here, which is what enforces the 8 MB limit (413). A JSON body is parsed, so
  // a malformed one is refused with 400 before any route runs; strict: false takes any JSON value,
  // leaving "must be an object" (and "too deep") to the routes as in the page. Every body is handed
  // on as the bytes it came in.
  // An import takes what an export gives, up to the import's own limit; a parser that has read a
  // body leaves it to the next.
  app.use(
    IMPORT_PATH,
    express.json({ type: isJson, strict: false, limit: MAX_IMPORT_CHARS, verify: keepBytes }),
    express.raw({ type: () => true, limit: MAX_IMPORT_CHARS }),
  );
  app.use(express.json({ type: isJson, strict: false, limit: MAX_BODY_BYTES, verify: keepBytes }));
  app.use(express.raw({ type: () => true, limit: MAX_BODY_BYTES }));
  app.use(answerWith(handle));
  app.use(answerErrors);
  return app;
}
