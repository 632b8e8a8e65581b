// The request log behind window.__backend.requests(): every request the mock backend answered in
// this tab, kept where the host keeps the tab's records (./tab-records.ts), capped so it cannot fill
// the storage, passwords masked so a log in a test report gives none away.
import { env } from '@/config/env';
import type { LoggedRequest } from './backend-types';

/** sessionStorage, with the backend in the page: the tab's request log. */
export const REQUEST_LOG_KEY = 'mockRequestLog';
export const MAX_LOGGED_REQUESTS = 500;
export const MAX_BODY_CHARS = 2000;
export const MASK = '***';

const PASSWORD = /password/i;

/** Every value under a key containing 'password' (any case, any depth) becomes '***'. */
export function maskPasswords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskPasswords);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, PASSWORD.test(key) ? MASK : maskPasswords(field)]));
}

function formFields(form: FormData): Record<string, unknown> {
  const fields = new Map<string, unknown>();
  for (const [key, value] of form) {
    const field = typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size };
    const before = fields.get(key);
    fields.set(key, !fields.has(key) ? field : Array.isArray(before) ? [...before, field] : [before, field]);
  }
  return Object.fromEntries(fields);
}

const maskText = (text: string) => (PASSWORD.test(text) ? MASK : text);

type LoggedBody = Pick<LoggedRequest, 'body' | 'truncated'>;

/** A body over MAX_BODY_CHARS is kept as the start of its text. */
function capped(body: unknown, text: string): LoggedBody {
  if (text.length <= MAX_BODY_CHARS) return { body };
  return { body: `${text.slice(0, MAX_BODY_CHARS)}…`, truncated: true };
}

/** A value as logged: masked, with its JSON text measured for the cap. */
const cappedValue = (value: unknown): LoggedBody => {
  const masked = maskPasswords(value);
  return capped(masked, JSON.stringify(masked) ?? '');
};

/**
 * The body as QA reads it (see LoggedRequest.body), passwords masked. Nothing here may fail the
 * answer: a JSON body nested too deep to walk (masking and JSON.stringify recurse and overflow the
 * stack, at a depth that varies with the machine) is kept as its text.
 */
async function readBody(request: Request): Promise<LoggedBody> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      return cappedValue(formFields(await request.formData()));
    }
    if (type.includes('json') || type.startsWith('text/')) {
      const text = await request.text();
      if (!text) return { body: null };
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        const masked = maskText(text);
        return capped(masked, JSON.stringify(masked));
      }
      try {
        return cappedValue(value);
      } catch {
        return capped(maskText(text), text);
      }
    }
    const blob = await request.blob();
    return { body: blob.size ? { type, size: blob.size } : null };
  } catch {
    // An unreadable body is the route's to refuse; the log still records the request.
    return { body: null };
  }
}

/** The address below the app's base path, with the query string: '/api/events?limit=6'. */
export function appPath(url: string): string {
  const { pathname, search } = new URL(url);
  const base = env.BASE_URL;
  return `${pathname.startsWith(base) ? pathname.slice(base.length - 1) : pathname}${search}`;
}

/** Where a host keeps what a request's log entry says (./tab-records.ts). */
export type RequestLogSink = (request: Request, entry: LoggedRequest) => void | Promise<void>;

/**
 * Wraps the backend's answer so every request is logged once answered, whatever answered it (a
 * route, a forced fault, the 404 fallback) and also when the answer throws (msw then sends 500).
 * The request is cloned first: the routes consume the body.
 */
export function withRequestLog<Info extends { request: Request }>(answer: (info: Info) => Promise<Response>, sink: RequestLogSink) {
  return async (info: Info): Promise<Response> => {
    const { method, url } = info.request;
    const copy = info.request.clone();
    let status = 500;
    try {
      const response = await answer(info);
      status = response.status;
      return response;
    } finally {
      await sink(info.request, { method, path: appPath(url), status, ...(await readBody(copy)) });
    }
  };
}
