// Helpers for the handler tests: raw calls through fetch (so status codes and envelopes are seen
// as a client would see them), an admin session, and image files.
import { beforeEach, expect, it } from 'vitest';
import { apiUrl } from '@/config/env';
import { now, realNow } from '@/lib/clock';
import type { ApiEnvelope } from '@/types/api/envelope';
import { createVerifiedPasswords, tokenHash } from '../auth/passwords';
import type { RequestContext } from '../core/context';
import { ONE_CLIENT } from '../core/create-backend';
import { switchesIn } from '../core/switches';
import { getDb } from './current-db';
import { SCENARIO_KEY, type Scenario } from '../qa/scenario';

export interface CallOptions {
  /** Sent as JSON (a string is sent as is, with the JSON content type). */
  json?: unknown;
  form?: FormData;
  token?: string;
  /** Sent as they are (X-Mock-Now, Idempotency-Key ...). */
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  body: ApiEnvelope<T>;
}

export async function call<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = typeof options.json === 'string' ? options.json : JSON.stringify(options.json);
  }
  const response = await fetch(apiUrl(path), { method, headers, body });
  return { status: response.status, body: (await response.json()) as ApiEnvelope<T> };
}

/** Awaits a call and checks it was refused as the handlers refuse bad input: 400 'Validation failed'. */
export async function expectInvalid<T>(pending: Promise<CallResult<T>>): Promise<CallResult<T>> {
  const result = await pending;
  expect(result.status).toBe(400);
  expect(result.body.message).toBe('Validation failed');
  return result;
}

/** Awaits a call and checks it failed with `status` and the envelope's success: false. */
export async function expectRefused<T>(pending: Promise<CallResult<T>>, status: number): Promise<CallResult<T>> {
  const result = await pending;
  expect(result.status).toBe(status);
  expect(result.body.success).toBe(false);
  return result;
}

/**
 * An admin session straight in the db (signing in through /api/admin/login is tested with the
 * admin handlers).
 */
export async function adminToken(adminId = 1): Promise<string> {
  const token = `test-token-${adminId}`;
  await getDb().sessions.insert({ tokenHash: await tokenHash(token), adminId, expiresAt: realNow() + 3_600_000 });
  return token;
}

/** Gives every test of the calling file a fresh admin session; the tests read `admin.token`. */
export function adminEachTest(): { token: string } {
  const admin = { token: '' };
  beforeEach(async () => {
    admin.token = await adminToken();
  });
  return admin;
}

type Collection = 'services' | 'gallery' | 'contacts' | 'volunteers' | 'donations';

/**
 * The refusals of `DELETE {path}/:id`: 401 without a token (item `id` stays in `collection`) and
 * 404 for each of the `unknown` ids. Declared inside the caller's describe block.
 */
export function deleteRefusalCases(admin: { token: string }, path: string, collection: Collection, id: number, unknown = [999]): void {
  it('answers 401 without a token and keeps the item', async () => {
    expect((await call('DELETE', `${path}/${id}`)).status).toBe(401);
    expect(await getDb()[collection].get(id)).toBeDefined();
  });

  it('answers 404 for an unknown id', async () => {
    for (const other of unknown) await expectRefused(call('DELETE', `${path}/${other}`, { token: admin.token }), 404);
  });
}

/**
 * The refusals of `PATCH {path}/:id/status` sending `json`: 401 without a token (item `id` of
 * `collection` keeps the status `kept`) and 404 for an unknown id. Declared inside the caller's describe block.
 */
export function statusRefusalCases(
  admin: { token: string },
  path: string,
  collection: 'contacts' | 'volunteers',
  id: number,
  json: { status: string },
  kept: string,
): void {
  it('answers 401 without a token', async () => {
    expect((await call('PATCH', `${path}/${id}/status`, { json })).status).toBe(401);
    expect((await getDb()[collection].get(id))?.status).toBe(kept);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await call('PATCH', `${path}/99/status`, { token: admin.token, json })).status).toBe(404);
  });
}

/** Every key anywhere in a JSON value (to prove a secret is never sent). */
export function keysOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      out.push(key);
      keysOf(v, out);
    }
  }
  return out;
}

export function useScenario(scenario: Scenario): void {
  sessionStorage.setItem(SCENARIO_KEY, scenario);
}

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Bytes that start like a PNG, padded to `size` (jsdom's File cannot hand its bytes back). */
export function pngBytes(size = 64): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEADER);
  for (let i = PNG_HEADER.length; i < size; i += 1) bytes[i] = i % 251;
  return bytes;
}

/** A file that starts like a PNG, padded to `size` bytes. */
export function pngFile(size = 64, name = 'x.png'): File {
  return new File([pngBytes(size)], name, { type: 'image/png' });
}

/** A text file posing as a PNG. */
export function fakePngFile(): File {
  return new File(['this is not an image'], 'x.png', { type: 'image/png' });
}

/** FormData from plain fields (booleans and numbers as form strings) plus optional files. */
export function formOf(fields: Record<string, string | number | boolean>, files: Record<string, File> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  for (const [key, file] of Object.entries(files)) form.append(key, file);
  return form;
}

/** What a handler gets from the backend, for calling its helpers directly: the test's db and the page's storages. */
export function testContext(): RequestContext {
  return {
    db: getDb(),
    local: localStorage,
    switches: switchesIn(sessionStorage),
    now,
    realNow,
    wait: async () => undefined,
    client: ONE_CLIENT,
    passwords: createVerifiedPasswords(),
  };
}
