// The home page's events: GET /api/events, falling back to the stored events, then to the five
// defaults (spec section 8). Apart from the other event queries because those read localStorage
// through the contract's schemas at once; this one needs the schemas only for a real backend's
// answer (and the stored and default events only when the request fails), so the home page loads
// no zod on its way to the events (tools/size-report.ts, npm run bench's returning visit).
import { queryOptions } from '@tanstack/react-query';
import { env } from '@/config/env';
import { request } from '@/lib/api-client';
import type { EventPost } from '@/types/api/events';

/** The root of every events query key: a write refetches all of them. */
export const eventsKey = () => ['events'] as const;

/** Spec section 9: 'Events limit 6' on the home page. */
export const PUBLIC_EVENTS_LIMIT = 6;

/** The stored events, else the five defaults: loaded only when the API fails. */
async function fallbackEvents(): Promise<readonly EventPost[]> {
  const [stored, { DEFAULT_EVENTS }] = await Promise.all([
    import('@/lib/local-events').then(
      ({ readEvents }) => readEvents(),
      () => [],
    ),
    import('@/content/default-events'),
  ]);
  return stored.length ? stored : DEFAULT_EVENTS;
}

/**
 * The answer's events. Entries that do not match the contract are dropped rather than rendered
 * half-broken: the mock backend's handler answers from loadEvents, which has dropped them already
 * through the same schema, so only a real backend's answer is checked here.
 */
async function contractEvents(data: unknown): Promise<EventPost[]> {
  if (!Array.isArray(data)) throw new Error('The events answer was not a list');
  if (env.ENABLE_MOCKS) return data as EventPost[];
  const { readableEvents } = await import('@/types/api/events');
  return readableEvents(data)?.events ?? [];
}

async function loadPublicEvents(limit: number, signal: AbortSignal): Promise<EventPost[]> {
  try {
    const data = await request<unknown>(`/api/events?limit=${limit}`, { fallbackMessage: 'Failed to fetch events', signal });
    return (await contractEvents(data)).slice(0, limit);
  } catch (error) {
    if (signal.aborted) throw error;
    console.warn('Failed to load events; using the stored or default events.', error);
    return (await fallbackEvents()).slice(0, limit);
  }
}

/** GET /api/events?limit=N with the spec's fallbacks; never fails. */
export const publicEventsQuery = (limit: number = PUBLIC_EVENTS_LIMIT) =>
  queryOptions({ queryKey: [...eventsKey(), 'public', limit], queryFn: ({ signal }) => loadPublicEvents(limit, signal) });
