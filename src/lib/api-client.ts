// The only place that calls fetch. Unwraps the { success, data, message, errors } envelope and
// turns every failure into an ApiError carrying the spec's fallback message.
import { apiUrl } from '@/config/env';
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
  /** Admin call: sends the stored bearer token, fails early without one. */
  auth?: boolean;
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

/** Sends a request and returns the whole envelope (for calls that read fields besides data). */
export async function requestEnvelope<T>(path: string, options: RequestOptions): Promise<ApiEnvelope<T>> {
  const { method = 'GET', body, auth = false, fallbackMessage, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (auth) {
    const token = getStoredToken();
    if (!token) throw new ApiError(NO_TOKEN_MESSAGE, 401);
    headers.Authorization = `Bearer ${token}`;
  }
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path), { method, headers, body: payload, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(fallbackMessage, 0);
  }

  let envelope: ApiEnvelope<T> | null = null;
  try {
    envelope = (await response.json()) as ApiEnvelope<T>;
  } catch {
    envelope = null;
  }

  if (!response.ok || !envelope || envelope.success === false) {
    if (response.status === 401 && auth) onUnauthorized?.();
    throw new ApiError(envelope?.message || fallbackMessage, response.ok ? 500 : response.status, envelope?.errors ?? {});
  }
  return envelope;
}

/** Sends a request and returns the envelope's data. */
export async function request<T>(path: string, options: RequestOptions): Promise<T> {
  const envelope = await requestEnvelope<T>(path, options);
  return envelope.data as T;
}
