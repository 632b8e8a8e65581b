// The only place that calls fetch. Unwraps the { success, data, message, errors } envelope and
// turns every failure into an ApiError carrying the spec's fallback message.
import { apiUrl, appUrl, env } from '@/config/env';
import { mockSwitchHeaders } from '@/lib/mock-headers';
import { randomId } from '@/lib/random-id';
import { storageKeys } from '@/lib/storage';
import type { ApiEnvelope } from '@/types/api/envelope';

export const NO_TOKEN_MESSAGE = 'No admin token found';

export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string>;

  constructor(message: string, status: number, errors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  /**
   * true, an admin call: sends the stored bearer token, fails early without one. 'if-stored': a
   * public read that shows staff more (an inactive banner), sending the token only when one is stored.
   */
  auth?: boolean | 'if-stored';
  /** The spec's fallback message when the server gives none. */
  fallbackMessage: string;
  signal?: AbortSignal;
}

let onUnauthorized: (() => void) | null = null;

/** Called when an admin call answers 401: the auth feature clears the session and redirects. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

export function getStoredToken(): string | null {
  try {
    return localStorage.getItem(storageKeys.adminToken);
  } catch {
    return null;
  }
}

/** A plain object becomes a JSON body (and sets its content type); FormData goes as multipart. */
function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body instanceof FormData) return body;
  if (body === undefined) return undefined;
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

/** Headers every API request carries: the tab's QA switches, when the mock backend answers. */
const apiHeaders = (accept: string): Record<string, string> => ({ Accept: accept, ...(env.ENABLE_MOCKS ? mockSwitchHeaders() : {}) });

/**
 * What the mock backend's host does around each API request (the backend in its own service
 * worker: mocks/hosts/worker-page/start.ts): nothing unless one is set.
 */
export interface RequestHost {
  /** Before a request: once what it depends on has reached the backend, the headers to add. */
  before(): Promise<Record<string, string>>;
  /** After its answer arrived, before the caller sees it. */
  after(response: Response): Promise<void>;
}

let requestHost: RequestHost | null = null;
/** What API requests wait for first: the backend's start, while a prerendered page runs before it. */
let backendStarted: Promise<unknown> = Promise.resolve();

export function setRequestHost(host: RequestHost | null): void {
  requestHost = host;
}

/**
 * Holds API requests until `started` settles (main.tsx: a page hydrated before its in-browser backend
 * answers). A failed start lets them go, to fail as they would without a backend.
 */
export function holdRequestsUntil(started: Promise<unknown>): void {
  backendStarted = started.catch(() => undefined);
}

/**
 * The one fetch of the app, to an absolute URL: a network failure becomes an ApiError with
 * status 0, an abort stays an abort.
 */
async function send(
  url: string,
  init: { method: string; headers: Record<string, string>; body: unknown; signal?: AbortSignal; fallbackMessage: string },
): Promise<Response> {
  const { method, headers, body, signal, fallbackMessage } = init;
  try {
    return await fetch(url, { method, headers, body: encodeBody(body, headers), signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(fallbackMessage, 0);
  }
}

/** send() for an API path, with what the backend's host adds around it. */
async function sendApi(path: string, init: Parameters<typeof send>[1]): Promise<Response> {
  // One key per call, that is per user action: the mock backend answers a repeat of it (a worker
  // that restarted mid-request) with the first answer and stores nothing twice.
  if (env.ENABLE_MOCKS && init.method !== 'GET') init.headers['Idempotency-Key'] = randomId();
  await backendStarted;
  if (requestHost) Object.assign(init.headers, await requestHost.before());
  const response = await send(apiUrl(path), init);
  await requestHost?.after(response);
  return response;
}

/** Sends a request and returns the whole envelope (for calls that read fields besides data). */
export async function requestEnvelope<T>(path: string, options: RequestOptions): Promise<ApiEnvelope<T>> {
  const { method = 'GET', body, auth = false, fallbackMessage, signal } = options;
  const headers = apiHeaders('application/json');
  if (auth) {
    const token = getStoredToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    else if (auth === true) throw new ApiError(NO_TOKEN_MESSAGE, 401);
  }
  const response = await sendApi(path, { method, headers, body, signal, fallbackMessage });

  let envelope: ApiEnvelope<T> | null = null;
  try {
    envelope = (await response.json()) as ApiEnvelope<T>;
  } catch {
    envelope = null;
  }

  if (!response.ok || !envelope || envelope.success === false) {
    if (response.status === 401 && auth === true) onUnauthorized?.();
    throw new ApiError(envelope?.message || fallbackMessage, response.ok ? 500 : response.status, envelope?.errors ?? {});
  }
  return envelope;
}

/**
 * Loads a static JSON file served with the app, under its base path (such as 'openapi.json'),
 * even when the API lives at another origin. It is not an API envelope: the parsed file is
 * returned as it is, and the caller names its type.
 */
export async function requestStatic<T>(path: string, options: { fallbackMessage: string; signal?: AbortSignal }): Promise<T> {
  const { fallbackMessage, signal } = options;
  const response = await send(appUrl(path), { method: 'GET', headers: { Accept: 'application/json' }, body: undefined, signal, fallbackMessage });
  if (!response.ok) throw new ApiError(fallbackMessage, response.status);
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError(fallbackMessage, response.status);
  }
}

/** A raw answer's body: parsed JSON, text, or only the size of a binary (an image). */
export type RawBody = { kind: 'json'; value: unknown } | { kind: 'text'; value: string } | { kind: 'binary'; size: number } | { kind: 'empty' };

export interface RawResponse {
  status: number;
  statusText: string;
  contentType: string;
  body: RawBody;
}

export interface RawRequestOptions {
  /** Any HTTP method: the raw request sends whatever an OpenAPI document names. */
  method?: string;
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  /** Sends the stored bearer token when there is one, and nothing otherwise (no early failure). */
  withStoredToken?: boolean;
  /** The message of the ApiError thrown when no answer arrives at all. */
  fallbackMessage: string;
  signal?: AbortSignal;
}

async function readRawBody(response: Response, contentType: string): Promise<RawBody> {
  if (/json/i.test(contentType)) {
    const text = await response.text();
    if (!text) return { kind: 'empty' };
    try {
      return { kind: 'json', value: JSON.parse(text) as unknown };
    } catch {
      return { kind: 'text', value: text };
    }
  }
  if (contentType === '' || /^text\//i.test(contentType)) {
    const text = await response.text();
    return text ? { kind: 'text', value: text } : { kind: 'empty' };
  }
  const size = (await response.blob()).size;
  return size ? { kind: 'binary', size } : { kind: 'empty' };
}

/**
 * Sends a request and returns the answer whatever its status, for a tool that shows answers as
 * they are (the API reference's Try it). Only a request that gets no answer at all throws. A 401
 * here does not end the session: the caller shows it.
 */
export async function requestRaw(path: string, options: RawRequestOptions): Promise<RawResponse> {
  const { method = 'GET', body, withStoredToken = false, fallbackMessage, signal } = options;
  const headers = apiHeaders('application/json, */*');
  const token = withStoredToken ? getStoredToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await sendApi(path, { method, headers, body, signal, fallbackMessage });
  const contentType = response.headers.get('content-type') ?? '';
  return { status: response.status, statusText: response.statusText, contentType, body: await readRawBody(response, contentType) };
}

/** Sends a request and returns the envelope's data. */
export async function request<T>(path: string, options: RequestOptions): Promise<T> {
  const envelope = await requestEnvelope<T>(path, options);
  return envelope.data as T;
}
