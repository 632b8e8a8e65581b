// ?latency=MS delays every answer of the mock backend by MS for the tab session; ?latency=MIN-MAX
// by a delay drawn from [MIN, MAX] (whole milliseconds, both ends included) for each request. The
// draws come from a PRNG seeded by the value and start afresh on every page load, so the same
// visit sees the same delays, run after run. Parsing only: mocks/qa/latency-delay.ts waits.
import { storageKeys } from '@/lib/storage';
import type { UrlSwitch } from './url-switch';

export const MAX_LATENCY_MS = 60_000;

export interface LatencyRange {
  min: number;
  max: number;
}

/** The range of a ?latency= value (MS or MIN-MAX, up to 60000), or null when it is not one. */
export function parseLatency(value: string): LatencyRange | null {
  const match = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(value);
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  return min <= max && max <= MAX_LATENCY_MS ? { min, max } : null;
}

export const latencySwitch: UrlSwitch = {
  param: 'latency',
  storageKey: storageKeys.latency,
  parse: (value) => {
    const range = parseLatency(value);
    if (!range) return null;
    return range.min === range.max ? String(range.min) : `${range.min}-${range.max}`;
  },
};
