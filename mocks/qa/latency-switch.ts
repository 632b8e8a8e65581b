// ?latency=MS delays every answer of the mock backend by MS for the tab session; ?latency=MIN-MAX
// by a delay drawn from [MIN, MAX] (whole milliseconds, both ends included) for each request.
// ?latency=GET:/api/services:2000 delays only the requests that match (METHOD:PATH as ?fault=
// writes it); rules are separated by commas and the first that matches a request applies. The
// draws come from a PRNG seeded by the rule and start afresh on every page load, so the same visit
// sees the same delays, run after run. Parsing only: mocks/qa/latency-delay.ts waits.
import { env } from '@/config/env';
import { storageKeys } from '@/lib/storage';
import { matchesRequest, matchText, parseMatch, type RequestMatch } from './request-match';
import type { UrlSwitch } from './url-switch';

export const MAX_LATENCY_MS = 60_000;

export interface LatencyRange {
  min: number;
  max: number;
}

export interface LatencyRule {
  /** The requests it delays; null: every request. */
  match: RequestMatch | null;
  range: LatencyRange;
}

/** The range of a delay (MS or MIN-MAX, up to 60000), or null when it is not one. */
export function parseLatency(value: string): LatencyRange | null {
  const match = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(value);
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  return min <= max && max <= MAX_LATENCY_MS ? { min, max } : null;
}

const rangeText = ({ min, max }: LatencyRange) => (min === max ? String(min) : `${min}-${max}`);

/** The rule as it is stored: '300', '200-800', 'GET:/api/services:2000'. It seeds the rule's draws. */
export function latencyRuleText(rule: LatencyRule): string {
  return rule.match ? `${matchText(rule.match)}:${rangeText(rule.range)}` : rangeText(rule.range);
}

function parseRule(text: string, base: string): LatencyRule | null {
  const last = text.lastIndexOf(':');
  const first = text.indexOf(':');
  if (last < 0) {
    const range = parseLatency(text);
    return range && { match: null, range };
  }
  if (first === last) return null;
  const match = parseMatch(text.slice(0, first), text.slice(first + 1, last), base);
  const range = parseLatency(text.slice(last + 1));
  return match && range && { match, range };
}

/** The rules of a ?latency= value, or null when any one of them is malformed. */
export function parseLatencyRules(value: string, base = env.BASE_URL): LatencyRule[] | null {
  const rules = value.split(',').map((text) => parseRule(text, base));
  return rules.every((rule) => rule !== null) ? rules : null;
}

/** The first rule that applies to the request, or null. */
export function findLatency(rules: readonly LatencyRule[], request: Request, base = env.BASE_URL): LatencyRule | null {
  return rules.find((rule) => rule.match === null || matchesRequest(rule.match, request, base)) ?? null;
}

export const latencySwitch: UrlSwitch = {
  param: 'latency',
  storageKey: storageKeys.latency,
  parse: (value) => parseLatencyRules(value)?.map(latencyRuleText).join(',') ?? null,
};
