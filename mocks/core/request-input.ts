// What a request carries, read defensively: its id parameter and its body, parsed with the shared
// zod schemas (400 with field errors), without prototype keys, nesting past the limit or a wrong type.
import type { z } from 'zod';
import { fieldErrors, VALIDATION_FAILED } from '@/types/api/envelope';
import { isTooDeep, TOO_DEEP_MESSAGE } from './json-depth';
import { fail } from './responses';

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

/** The media type of a Content-Type header, lower-cased, without its parameters: '' when there is none. */
export function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

/** Reads a JSON or multipart body (files split out) into a plain object without prototype keys. */
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
