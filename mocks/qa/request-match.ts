// Which requests a QA rule applies to, written METHOD:PATH as ?fault= and ?latency= write it.
// METHOD is an HTTP method or `*` (any). PATH is the API path as the spec writes it (/api/donations),
// with or without the app's base path; a trailing `*` matches every path that starts with the rest.
// The query string is never compared.
import { env } from '@/config/env';

const METHODS = new Set(['*', 'GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const PATH = /^\/[^\s?#*,:]*\*?$/;

export interface RequestMatch {
  method: string;
  /** The path below the base, without the trailing `*`. */
  path: string;
  prefix: boolean;
}

/** The match as it is written back: 'GET:/api/services', '*:/api/events*'. */
export function matchText(match: RequestMatch): string {
  return `${match.method}:${match.path}${match.prefix ? '*' : ''}`;
}

/** '/charity/api/x' → '/api/x' under the base '/charity/'; any other path stays as it is. */
function belowBase(path: string, base: string): string {
  return base !== '/' && path.startsWith(base) ? path.slice(base.length - 1) : path;
}

/** A METHOD and PATH as written, or null when either is not one. */
export function parseMatch(methodText: string, pathText: string, base = env.BASE_URL): RequestMatch | null {
  const method = methodText.trim().toUpperCase();
  const path = pathText.trim();
  if (!METHODS.has(method) || !PATH.test(path)) return null;
  const prefix = path.endsWith('*');
  return { method, path: belowBase(prefix ? path.slice(0, -1) : path, base), prefix };
}

/** 'GET:/api/services' read as one match, or null. */
export function parseMatchText(text: string, base = env.BASE_URL): RequestMatch | null {
  const colon = text.indexOf(':');
  return colon < 0 ? null : parseMatch(text.slice(0, colon), text.slice(colon + 1), base);
}

export function matchesRequest(match: RequestMatch, request: Request, base = env.BASE_URL): boolean {
  const path = belowBase(new URL(request.url).pathname, base);
  return (match.method === '*' || match.method === request.method) && (match.prefix ? path.startsWith(match.path) : path === match.path);
}
