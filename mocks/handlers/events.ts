import { http, type HttpHandler } from 'msw';
import { loadEvents } from '@/lib/local-events';
import type { EventPost } from '@/types/api/events';
import { contextOf, type RequestContext } from '../core/context';
import { parseLimit } from './request-helpers';
import { seedEvents } from '../seed/events';
import type { At } from '../core/api-paths';
import { apiDownResponse, ok } from '../core/responses';

export const EVENTS_DEFAULT_LIMIT = 6;
export const EVENTS_MAX_LIMIT = 100;

const time = (value: string) => {
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? 0 : parsed;
};
const byNewest = (a: EventPost, b: EventPost) => time(b.createdAt) - time(a.createdAt) || b.id - a.id;

/**
 * The events the pages read: the spec's browser-side `events` (the host's copy of it) is the one
 * source of truth, read as the pages show it (see loadEvents), never written. Nothing stored, or nothing readable, answers the seed
 * events (none in the empty scenario).
 */
function storedEvents({ local, switches, now }: RequestContext): EventPost[] {
  const stored = loadEvents(local);
  if (Array.isArray(stored)) return stored;
  return switches.scenario === 'empty' ? [] : seedEvents(now());
}

export const eventsHandlers = (at: At): HttpHandler[] => [
  http.get(at('/api/events'), async ({ request }) => {
    const down = apiDownResponse(request);
    if (down) return down;
    const limit = parseLimit(request, EVENTS_DEFAULT_LIMIT, EVENTS_MAX_LIMIT);
    if (!limit.ok) return limit.response;
    return ok(storedEvents(contextOf(request)).sort(byNewest).slice(0, limit.limit));
  }),
];
