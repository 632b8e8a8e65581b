// ?fault=METHOD:PATH:STATUS[,...] makes matching requests answer STATUS for the tab session.
// METHOD:PATH as mocks/qa/request-match.ts reads it. STATUS is 400-599. The first matching rule wins. Parsing only:
// the page applies the switch (mocks/qa/fault-response.ts answers in the backend).
import { env } from '@/config/env';
import { storageKeys } from '@/lib/storage';
import { matchesRequest, matchText, parseMatch, type RequestMatch } from './request-match';
import type { UrlSwitch } from './url-switch';

export interface FaultRule extends RequestMatch {
  status: number;
}

/** The rule as it is stored, shown by /health and named in the X-Mock-Fault header. */
export function ruleText(rule: FaultRule): string {
  return `${matchText(rule)}:${rule.status}`;
}

function parseRule(text: string, base: string): FaultRule | null {
  const first = text.indexOf(':');
  const last = text.lastIndexOf(':');
  if (first < 0 || first === last) return null;
  const match = parseMatch(text.slice(0, first), text.slice(first + 1, last), base);
  const statusText = text.slice(last + 1).trim();
  const status = Number(statusText);
  if (!match || !/^\d{3}$/.test(statusText) || status < 400 || status > 599) return null;
  return { ...match, status };
}

/** The rules of a ?fault= value, or null when any one of them is malformed. */
export function parseFaults(value: string, base = env.BASE_URL): FaultRule[] | null {
  const rules = value.split(',').map((text) => parseRule(text, base));
  return rules.every((rule) => rule !== null) ? rules : null;
}

/** The first rule that matches the request, or null. */
export function findFault(rules: readonly FaultRule[], request: Request, base = env.BASE_URL): FaultRule | null {
  return rules.find((rule) => matchesRequest(rule, request, base)) ?? null;
}

export const faultSwitch: UrlSwitch = {
  param: 'fault',
  storageKey: storageKeys.fault,
  parse: (value) => parseFaults(value)?.map(ruleText).join(',') ?? null,
};
