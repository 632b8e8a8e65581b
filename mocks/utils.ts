// Shared pieces of every handler: the envelope, body parsing with the shared zod schemas,
// the admin guard and the scenario behaviours.
import { delay, HttpResponse } from 'msw';
import type { z } from 'zod';
import { apiUrl, env } from '@/config/env';
import { ADMIN_MESSAGES, isAdministrator } from '@/types/api/admins';
import { fieldErrors, VALIDATION_FAILED } from '@/types/api/envelope';
import { contextOf } from './core/context';
import { isTooDeep, TOO_DEEP_MESSAGE } from './json-depth';
import type { AdminRecord, SessionRecord } from './db/records';
import { bearerToken, liveSession } from './sessions';

/**
 * The msw pattern of an API path under the app's base path (e.g. '/api/banner/:id'): the absolute
 * URL in a page (and in jsdom tests); in Node, where the handlers answer as an HTTP server
 * (mocks/hosts/node), any origin ('*' + base + path), since the server is reached at whatever host and
 * port it was started on.
 */
export const api = (path: string): string =>
  typeof globalThis.location === 'undefined' ? `*${env.BASE_URL}${path.replace(/^\//, '')}` : apiUrl(path);

/**
 * An msw predicate for the requests below an API prefix ('/api/'): those api(`${prefix}*`) matches,
 * found without decoding the path, since msw's patterns throw on a path that is not valid
 * percent-encoding ('/api/%') and the dispatcher must still take it, to answer 400.
 */
export function isBelow(prefix: string): (info: { request: Request }) => boolean {
  const inNode = typeof globalThis.location === 'undefined';
  // Lower case on both sides: msw's patterns ignore case.
  const root = (inNode ? `${env.BASE_URL}${prefix.replace(/^\//, '')}` : apiUrl(prefix)).toLowerCase();
  return ({ request }) => {
    const { origin, pathname } = new URL(request.url);
    return (inNode ? pathname : `${origin}${pathname}`).toLowerCase().startsWith(root);
  };
}

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

/** How a host waits out the slow scenario and ?latency= by default. An object so tests can observe (or skip) the wait. */
export const scenarioClock = {
  wait: (ms: number): Promise<void> => delay(ms),
};

/** The api-down scenario: public list loads answer 500 so the spec's fallbacks show. */
export function apiDownResponse(request: Request) {
  return contextOf(request).switches.scenario === 'api-down' ? fail(500, 'Service temporarily unavailable') : null;
}

/** A record id as a path spells it: decimal digits, no sign, no leading zero, no space. */
const CANONICAL_ID = /^[1-9][0-9]{0,15}$/;

/**
 * Parses an id path parameter; null unless it is a canonical positive integer. Number() alone
 * would read '0x1', '+1', '1.0' and ' 1' as 1, so one record would answer to many names.
 */
export function parseId(value: string | readonly string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string' || !CANONICAL_ID.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

type BodyResult<T> = { ok: true; data: T; files: Record<string, File> } | { ok: false; response: Response };

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Reads a JSON or multipart body (files split out) into a plain object without prototype keys. */
/** The media type of a Content-Type header, lower-cased, without its parameters: '' when there is none. */
export function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

export async function readBody(
  request: Request,
  options: { multipart?: boolean } = {},
): Promise<{ ok: true; body: Record<string, unknown>; files: Record<string, File> } | { ok: false; response: Response }> {
  // The media type itself, not a parameter that names one (text/plain; x=application/json).
  const type = mediaTypeOf(request.headers.get('content-type'));
  const body: Record<string, unknown> = Object.create(null);
  const files: Record<string, File> = {};
  if (type === 'application/json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await request.text());
    } catch {
      return { ok: false, response: fail(400, 'Request body is not valid JSON') };
    }
    if (isTooDeep(parsed)) return { ok: false, response: fail(400, TOO_DEEP_MESSAGE) };
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return { ok: false, response: fail(400, 'Request body must be a JSON object') };
    }
    for (const [key, value] of Object.entries(parsed)) if (!FORBIDDEN_KEYS.has(key)) body[key] = value;
    return { ok: true, body, files };
  }
  if (options.multipart && (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded')) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return { ok: false, response: fail(400, 'Request body is not valid form data') };
    }
    for (const [key, value] of form.entries()) {
      if (FORBIDDEN_KEYS.has(key)) continue;
      if (typeof value === 'string') body[key] = value;
      else if (value.size > 0) files[key] = value;
    }
    return { ok: true, body, files };
  }
  return {
    ok: false,
    response: fail(415, options.multipart ? 'Send JSON or multipart form data' : 'Send a JSON body (Content-Type: application/json)'),
  };
}

/** Reads the body and parses it with the shared schema: 400 with field errors on failure. */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: { multipart?: boolean } = {},
): Promise<BodyResult<z.output<S>>> {
  const read = await readBody(request, options);
  if (!read.ok) return read;
  const result = schema.safeParse(read.body);
  if (!result.success) {
    return { ok: false, response: fail(400, VALIDATION_FAILED, fieldErrors(result.error)) };
  }
  return { ok: true, data: result.data, files: read.files };
}

/** Strips the secrets from an admin record before it leaves the server. */
export function publicAdmin(admin: AdminRecord) {
  const { password_hash: _hash, password_salt: _salt, password_iterations: _iterations, ...rest } = admin;
  return rest;
}

/**
 * The admin guard: 401 without a valid, unexpired bearer token; 403 for an inactive admin.
 * Returns the signed-in admin and the session otherwise.
 */
export async function requireAdmin(
  request: Request,
): Promise<{ ok: true; admin: AdminRecord; session: SessionRecord } | { ok: false; response: Response }> {
  const token = bearerToken(request);
  if (!token) return { ok: false, response: fail(401, 'Authentication required') };
  const context = contextOf(request);
  const session = await liveSession(context, token);
  const admin = session ? await context.db.admins.get(session.adminId) : undefined;
  if (!session || !admin) return { ok: false, response: fail(401, 'Invalid or expired session, please sign in again') };
  if (!admin.is_active) return { ok: false, response: fail(403, 'This admin account is inactive') };
  return { ok: true, admin, session };
}

/**
 * The guard of what only the admin role may do (admin accounts, settings writes, demo import,
 * reset and scenario): requireAdmin, then 403 'Only administrators can do this.' for a moderator.
 */
export async function requireAdministrator(request: Request): ReturnType<typeof requireAdmin> {
  const auth = await requireAdmin(request);
  if (auth.ok && !isAdministrator(auth.admin)) return { ok: false, response: fail(403, ADMIN_MESSAGES.adminOnly) };
  return auth;
}
