// The backend's side of ?latency= (mocks/qa/latency-switch.ts): the wait before each answer.
import { seededRandom } from '../seed/clock';
import { scenarioClock } from '../utils';
import { latencySwitch, parseLatency, type LatencyRange } from './latency-switch';
import { readSwitch } from './url-switch';

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
