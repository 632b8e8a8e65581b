// The home page's events: GET /api/events, falling back to the stored events, then to the five
// defaults (spec section 8). Apart from the other event queries because those read localStorage
// through the contract's schemas at once; this one loads the schemas with its request (and the
// stored and default events only when the request fails) instead, so
// the home page's first load holds no zod (scripts/size-report.mjs).
import { queryOptions } from '@tanstack/react-query';
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

async function loadPublicEvents(limit: number, signal: AbortSignal): Promise<EventPost[]> {
  try {
    const [data, { readableEvents }] = await Promise.all([
      request<unknown>(`/api/events?limit=${limit}`, { fallbackMessage: 'Failed to fetch events', signal }),
      import('@/types/api/events'),
    ]);
    // Entries that do not match the contract are dropped rather than rendered half-broken.
    const readable = readableEvents(data);
    if (!readable) throw new Error('The events answer was not a list');
    return readable.events.slice(0, limit);
  } catch (error) {
    if (signal.aborted) throw error;
    console.warn('Failed to load events; using the stored or default events.', error);
    return (await fallbackEvents()).slice(0, limit);
  }
}

/** GET /api/events?limit=N with the spec's fallbacks; never fails. */
export const publicEventsQuery = (limit: number = PUBLIC_EVENTS_LIMIT) =>
  queryOptions({ queryKey: [...eventsKey(), 'public', limit], queryFn: ({ signal }) => loadPublicEvents(limit, signal) });
