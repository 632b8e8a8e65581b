import { http } from 'msw';
import { loadEvents } from '@/lib/local-events';
import type { EventPost } from '@/types/api/events';
import { parseLimit } from '../request-helpers';
import { getScenario } from '../scenario';
import { seedEvents } from '../seed/events';
import { api, apiDownResponse, ok } from '../utils';

export const EVENTS_DEFAULT_LIMIT = 6;
export const EVENTS_MAX_LIMIT = 100;

const time = (value: string) => {
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? 0 : parsed;
};
const byNewest = (a: EventPost, b: EventPost) => time(b.createdAt) - time(a.createdAt) || b.id - a.id;

/**
 * The events the pages read: localStorage `events` is the one source of truth, read as the pages
 * show it (see loadEvents), never written. Nothing stored, or nothing readable, answers the seed
 * events (none in the empty scenario).
 */
function storedEvents(): EventPost[] {
  const stored = loadEvents();
  if (Array.isArray(stored)) return stored;
  return getScenario() === 'empty' ? [] : seedEvents();
}

export const eventsHandlers = [
  http.get(api('/api/events'), async ({ request }) => {
    const down = apiDownResponse(request);
    if (down) return down;
    const limit = parseLimit(request, EVENTS_DEFAULT_LIMIT, EVENTS_MAX_LIMIT);
    if (!limit.ok) return limit.response;
    return ok(storedEvents().sort(byNewest).slice(0, limit.limit));
  }),
];
