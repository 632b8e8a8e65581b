// Every value the app reads from its build environment, in one place.
import { localUploadUrl } from '@/lib/local-upload-urls';
import { resolveBackendEnv } from './backend-env';

const backend = resolveBackendEnv(import.meta.env);
const baseUrl = import.meta.env.BASE_URL.endsWith('/') ? import.meta.env.BASE_URL : `${import.meta.env.BASE_URL}/`;

export const env = {
  /** The path the app is served under, always ending with '/': '/' or '/charity/'. */
  BASE_URL: baseUrl,
  APP_VERSION: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0',
  /** Whether the in-browser backend starts: off with VITE_ENABLE_MOCKS=false or a VITE_API_BASE_URL. */
  ENABLE_MOCKS: backend.mocks,
  /** VITE_API_BASE_URL: the origin of a real backend ('' when the API lives beside the app). */
  API_BASE_URL: backend.apiBaseUrl,
} as const;

function origin(): string {
  // globalThis, not window: the backend's service worker has a location but no window.
  return typeof globalThis.location !== 'undefined' ? globalThis.location.origin : 'http://localhost';
}

/** Absolute URL of a file served with the app itself, under its base path ('openapi.json'), whatever the API's origin. */
export function appUrl(path: string): string {
  return new URL(`${env.BASE_URL}${path.replace(/^\//, '')}`, origin()).toString();
}

/** Where API paths live: VITE_API_BASE_URL, or the app's own base path. Always ends with '/'. */
const apiRoot = (): string => (env.API_BASE_URL ? `${env.API_BASE_URL}/` : new URL(env.BASE_URL, origin()).toString());

/** Absolute URL of an API path such as '/api/banner': under VITE_API_BASE_URL, else under the app's base path. */
export function apiUrl(path: string): string {
  return new URL(path.replace(/^\//, ''), apiRoot()).toString();
}

/**
 * URL for a stored image path. Root-relative paths ('/images/..', '/uploads/..') live under the
 * app's base path; data: and absolute URLs pass through untouched.
 */
export function assetUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(data:|blob:|https?:)/.test(path)) return path;
  // Uploads are served by the backend, wherever it runs; a backend in the page lends their bytes.
  const local = localUploadUrl(path);
  if (local) return local;
  if (env.API_BASE_URL && /^\/(api\/)?uploads\//.test(path)) return apiUrl(path);
  if (path.startsWith(env.BASE_URL) && env.BASE_URL !== '/') return path;
  return `${env.BASE_URL}${path.replace(/^\//, '')}`;
}
