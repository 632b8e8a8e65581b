// The backend's side of ?latency= (mocks/qa/latency-switch.ts): the wait before each answer.
// MIN-MAX draws from a sequence seeded by the value; the app's API client numbers its requests per
// page load (X-Mock-Latency-Draw), so the same visit sees the same delays, run after run, whichever
// host answers and however often a service worker restarts.
import { seededRandomFrom } from '../seed/clock';
import type { RequestContext } from '../core/context';
import { parseLatency, type LatencyRange } from './latency-switch';

/** FNV-1a: a 32-bit seed from the stored value. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** The delays for a stored latency value from its `position`-th on: the same sequence for the same value. */
export function latencyDraws(stored: string, range: LatencyRange, position = 0): () => number {
  const random = seededRandomFrom(seedOf(stored), position);
  return () => range.min + Math.floor(random() * (range.max - range.min + 1));
}

/**
 * What waits out ?latency= for one backend: the draw a request names (X-Mock-Latency-Draw, which the
 * app's API client counts per page load), else the backend's next draw for that value (a request
 * the app did not send: an <img>, a test's own fetch).
 */
export function createLatencyDelay() {
  const next = new Map<string, number>();
  return async function latencyDelay({ switches, wait }: Pick<RequestContext, 'switches' | 'wait'>): Promise<void> {
    const stored = switches.latency;
    const range = stored === null ? null : parseLatency(stored);
    if (stored === null || !range) return;
    let position = switches.draw;
    if (position === null) {
      position = next.get(stored) ?? 0;
      next.set(stored, position + 1);
    }
    const ms = latencyDraws(stored, range, position)();
    if (ms > 0) await wait(ms);
  };
}
