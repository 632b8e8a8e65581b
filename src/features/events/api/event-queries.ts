// Events and categories are read from localStorage (spec: not a server), through queries so that
// the pages and the admin refresh together after a mutation. The home page's list also asks
// GET /api/events and falls back to the stored events, then to the five defaults (spec section 8).
import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_EVENTS } from '@/content/default-events';
import { request } from '@/lib/api-client';
import { readableEvents, type EventPost } from '@/types/api/events';
import { readCategories, readEvents } from '../utils/events-storage';

/** Spec section 9: 'Events limit 6' on the home page. */
export const PUBLIC_EVENTS_LIMIT = 6;

async function loadPublicEvents(limit: number, signal: AbortSignal): Promise<EventPost[]> {
  try {
    const data = await request<unknown>(`/api/events?limit=${limit}`, { fallbackMessage: 'Failed to fetch events', signal });
    // Entries that do not match the contract are dropped rather than rendered half-broken.
    const readable = readableEvents(data);
    if (!readable) throw new Error('The events answer was not a list');
    return readable.events.slice(0, limit);
  } catch (error) {
    if (signal.aborted) throw error;
    console.warn('Failed to load events; using the stored or default events.', error);
    const stored = readEvents();
    return (stored.length ? stored : [...DEFAULT_EVENTS]).slice(0, limit);
  }
}

export const eventQueries = {
  all: () => ['events'] as const,
  /** Every stored post (localStorage `events`), in stored order. */
  list: () =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'list'],
      queryFn: async () => readEvents(),
      // Read synchronously on first use: the pages render their content at once, without a flash.
      initialData: () => readEvents(),
    }),
  /** The stored categories (localStorage `categories`); [] when none are stored. */
  categories: () =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'categories'],
      queryFn: async () => readCategories(),
      initialData: () => readCategories(),
    }),
  /** GET /api/events?limit=N with the spec's fallbacks; never fails. */
  public: (limit: number = PUBLIC_EVENTS_LIMIT) =>
    queryOptions({
      queryKey: [...eventQueries.all(), 'public', limit],
      queryFn: ({ signal }) => loadPublicEvents(limit, signal),
    }),
};
