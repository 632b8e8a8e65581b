// The backend's side of ?latency= (mocks/qa/latency-switch.ts): the wait before each answer.
// MIN-MAX draws from a sequence seeded by the rule; the app's API client numbers its requests per
// page load (X-Mock-Latency-Draw), so the same visit sees the same delays, run after run, whichever
// host answers and however often a service worker restarts.
import { seededRandomFrom } from '../seed/clock';
import type { RequestContext } from '../core/context';
import { findLatency, latencyRuleText, parseLatencyRules, type LatencyRange } from './latency-switch';

/** FNV-1a: a 32-bit seed from the stored value. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** The delays for a stored latency rule from its `position`-th on: the same sequence for the same rule. */
export function latencyDraws(stored: string, range: LatencyRange, position = 0): () => number {
  const random = seededRandomFrom(seedOf(stored), position);
  return () => range.min + Math.floor(random() * (range.max - range.min + 1));
}

/**
 * What waits out ?latency= for one backend: the rule that applies to the request, at the draw the
 * request names (X-Mock-Latency-Draw, which the app's API client counts per page load), else at the
 * backend's next draw for that rule (a request the app did not send: an <img>, a test's own fetch).
 */
export function createLatencyDelay() {
  const next = new Map<string, number>();
  return async function latencyDelay(request: Request, { switches, wait }: Pick<RequestContext, 'switches' | 'wait'>): Promise<void> {
    const rules = switches.latency === null ? null : parseLatencyRules(switches.latency);
    const rule = rules && findLatency(rules, request);
    if (!rule) return;
    const text = latencyRuleText(rule);
    let position = switches.draw;
    if (position === null) {
      position = next.get(text) ?? 0;
      next.set(text, position + 1);
    }
    const ms = latencyDraws(text, rule.range, position)();
    if (ms > 0) await wait(ms);
  };
}
