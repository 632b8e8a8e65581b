// Every value the app reads from its build environment, in one place.
const baseUrl = import.meta.env.BASE_URL.endsWith('/') ? import.meta.env.BASE_URL : `${import.meta.env.BASE_URL}/`;

export const env = {
  /** The path the app is served under, always ending with '/': '/' or '/charity/'. */
  BASE_URL: baseUrl,
  APP_VERSION: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0',
  /** Set VITE_ENABLE_MOCKS=false only when a real backend answers /api. */
  ENABLE_MOCKS: import.meta.env.VITE_ENABLE_MOCKS !== 'false',
} as const;

function origin(): string {
  return typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
}

/** Absolute URL of an API path such as '/api/banner', under the app's base path. */
export function apiUrl(path: string): string {
  return new URL(`${env.BASE_URL}${path.replace(/^\//, '')}`, origin()).toString();
}

/**
 * URL for a stored image path. Root-relative paths ('/images/..', '/uploads/..') live under the
 * app's base path; data: and absolute URLs pass through untouched.
 */
export function assetUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(data:|blob:|https?:)/.test(path)) return path;
  if (path.startsWith(env.BASE_URL) && env.BASE_URL !== '/') return path;
  return `${env.BASE_URL}${path.replace(/^\//, '')}`;
}
