// ?fault=METHOD:PATH:STATUS[,...] makes matching requests answer STATUS for the tab session.
// METHOD is an HTTP method or `*` (any). PATH is the API path as the spec writes it (/api/donations),
// with or without the app's base path; a trailing `*` matches every path that starts with the rest.
// The query string is never compared. STATUS is 400-599. The first matching rule wins. Parsing only:
// the page applies the switch (mocks/qa/fault-response.ts answers in the backend).
import { env } from '@/config/env';
import { storageKeys } from '@/lib/storage';
import type { UrlSwitch } from './url-switch';

const METHODS = new Set(['*', 'GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const PATH = /^\/[^\s?#*,]*\*?$/;

export interface FaultRule {
  method: string;
  /** The path below the base, without the trailing `*`. */
  path: string;
  prefix: boolean;
  status: number;
}

/** The rule as it is stored, shown by /health and named in the X-Mock-Fault header. */
export function ruleText(rule: FaultRule): string {
  return `${rule.method}:${rule.path}${rule.prefix ? '*' : ''}:${rule.status}`;
}

/** '/charity/api/x' → '/api/x' under the base '/charity/'; any other path stays as it is. */
function belowBase(path: string, base: string): string {
  return base !== '/' && path.startsWith(base) ? path.slice(base.length - 1) : path;
}

function parseRule(text: string, base: string): FaultRule | null {
  const first = text.indexOf(':');
  const last = text.lastIndexOf(':');
  if (first < 0 || first === last) return null;
  const method = text.slice(0, first).trim().toUpperCase();
  const path = text.slice(first + 1, last).trim();
  const statusText = text.slice(last + 1).trim();
  const status = Number(statusText);
  if (!METHODS.has(method) || !PATH.test(path) || !/^\d{3}$/.test(statusText) || status < 400 || status > 599) return null;
  const prefix = path.endsWith('*');
  return { method, path: belowBase(prefix ? path.slice(0, -1) : path, base), prefix, status };
}

/** The rules of a ?fault= value, or null when any one of them is malformed. */
export function parseFaults(value: string, base = env.BASE_URL): FaultRule[] | null {
  const rules = value.split(',').map((text) => parseRule(text, base));
  return rules.every((rule) => rule !== null) ? rules : null;
}

/** The first rule that matches the request, or null. */
export function findFault(rules: readonly FaultRule[], request: Request, base = env.BASE_URL): FaultRule | null {
  const path = belowBase(new URL(request.url).pathname, base);
  return (
    rules.find(
      (rule) =>
        (rule.method === '*' || rule.method === request.method) && (rule.prefix ? path.startsWith(rule.path) : path === rule.path),
    ) ?? null
  );
}

export const faultSwitch: UrlSwitch = {
  param: 'fault',
  storageKey: storageKeys.fault,
  parse: (value) => parseFaults(value)?.map(ruleText).join(',') ?? null,
};
