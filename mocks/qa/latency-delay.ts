// The backend's side of ?latency= (mocks/qa/latency-switch.ts): the wait before each answer.
// MIN-MAX draws from a sequence seeded by the value, one per page load, as in the page build, where
// the backend lives and dies with the page. The backend in the service worker answers every tab and
// is stopped when idle, so the sequence's place is kept per page load (the page the request came
// from) in memory, for requests running at once, and in the tab's sessionStorage, which outlives
// the worker.
import { getWritingPage } from '../db/db';
import { seededRandomFrom } from '../seed/clock';
import type { RequestContext } from '../core/context';
import { parseLatency, type LatencyRange } from './latency-switch';

/** sessionStorage: the place in the ?latency= sequence, {page, value, next}. */
export const LATENCY_DRAWS_KEY = 'qaLatencyDraws';

interface Place {
  page: string;
  /** The stored ?latency= value: another value starts another sequence. */
  value: string;
  /** How many delays this page load has drawn. */
  next: number;
}

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

// Per page load: the requests of one tab that run at once each read the same copy of its session.
const places = new Map<string, Place>();

function keptPlace(): Place | null {
  try {
    return JSON.parse(sessionStorage.getItem(LATENCY_DRAWS_KEY) ?? 'null') as Place | null;
  } catch {
    return null;
  }
}

/** The place of this page load's sequence for `value`, counting the draw about to be made. */
function takePlace(value: string): number {
  const page = getWritingPage();
  const next = Math.max(
    ...[places.get(page), keptPlace()].map((place) => (place?.page === page && place.value === value ? place.next : 0)),
  );
  places.set(page, { page, value, next: next + 1 });
  return next;
}

/** Waits out the request's ?latency= (as the host waits, like the slow scenario). */
export async function latencyDelay({ switches, wait }: Pick<RequestContext, 'switches' | 'wait'>): Promise<void> {
  const stored = switches.latency;
  const range = stored === null ? null : parseLatency(stored);
  if (stored === null || !range) return;
  const page = getWritingPage();
  const ms = latencyDraws(stored, range, takePlace(stored))();
  if (ms > 0) await wait(ms);
  // After the wait, so that of a tab's requests running at once the last to answer keeps the furthest place.
  sessionStorage.setItem(LATENCY_DRAWS_KEY, JSON.stringify(places.get(page)));
}
