// ?latency=MS delays every answer of the mock backend by MS for the tab session; ?latency=MIN-MAX
// by a delay drawn from [MIN, MAX] (whole milliseconds, both ends included) for each request. The
// draws come from a PRNG seeded by the value and start afresh on every page load, so the same
// visit sees the same delays, run after run.
import { storageKeys } from '@/lib/storage';
import { seededRandom } from '../seed/clock';
import { scenarioClock } from '../utils';
import { readSwitch, type UrlSwitch } from './url-switch';

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

/** FNV-1a: a 32-bit seed from the stored value. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** The delays for a stored latency value, one per call: the same sequence for the same value. */
export function latencyDraws(stored: string, range: LatencyRange): () => number {
  const random = seededRandom(seedOf(stored));
  return () => range.min + Math.floor(random() * (range.max - range.min + 1));
}

// This page load's sequence, restarted when the value changes.
let sequence: { stored: string; next: () => number } | null = null;

/** Waits out the active ?latency= (through scenarioClock, like the slow scenario). */
export async function latencyDelay(): Promise<void> {
  const stored = readSwitch(latencySwitch);
  const range = stored === null ? null : parseLatency(stored);
  if (stored === null || !range) return;
  if (sequence?.stored !== stored) sequence = { stored, next: latencyDraws(stored, range) };
  const ms = sequence.next();
  if (ms > 0) await scenarioClock.wait(ms);
}
