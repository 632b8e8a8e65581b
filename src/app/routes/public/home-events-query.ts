// The home page's events: GET /api/events?limit=6, else the events kept in localStorage, else the
// five defaults (spec document 1, section 8). Kept here until the events feature offers a query.
import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_HOME_EVENTS } from '@/content/home-events';
import { request } from '@/lib/api-client';
import { readJson, storageKeys } from '@/lib/storage';
import { eventPostSchema, type EventPost } from '@/types/api/events';

export const HOME_EVENTS_LIMIT = 6;

/** The readable events stored in localStorage, first `limit` of them. */
function storedEvents(limit: number): EventPost[] {
  const stored = readJson<unknown>(storageKeys.events, []);
  if (!Array.isArray(stored)) return [];
  const events: EventPost[] = [];
  for (const item of stored) {
    const parsed = eventPostSchema.safeParse(item);
    if (parsed.success) events.push(parsed.data);
    if (events.length === limit) break;
  }
  return events;
}

async function loadHomeEvents(signal: AbortSignal): Promise<EventPost[]> {
  try {
    const events = await request<EventPost[]>(`/api/events?limit=${HOME_EVENTS_LIMIT}`, {
      fallbackMessage: 'Failed to fetch events',
      signal,
    });
    if (Array.isArray(events)) return events.slice(0, HOME_EVENTS_LIMIT);
    throw new Error('The events answer was not a list');
  } catch (error) {
    if (signal.aborted) throw error;
    console.warn('Failed to load events; using the stored or default events.', error);
    const stored = storedEvents(HOME_EVENTS_LIMIT);
    return stored.length ? stored : DEFAULT_HOME_EVENTS.slice(0, HOME_EVENTS_LIMIT);
  }
}

export const homeEventsQuery = () =>
  queryOptions({
    queryKey: ['events', 'home', HOME_EVENTS_LIMIT],
    queryFn: ({ signal }) => loadHomeEvents(signal),
  });
