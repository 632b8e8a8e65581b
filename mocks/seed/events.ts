// The spec's browser-side data: events and categories in localStorage.
import type { Category, EventPost } from '@/types/api/events';
import { SEED_EVENTS } from '@/content/default-events';

/** The spec's two seed events, shared with the pages' own fallback so both name the same posts. */
export function seedEvents(): EventPost[] {
  return SEED_EVENTS.map((event) => structuredClone(event));
}

export function seedCategories(events: EventPost[] = seedEvents()): Category[] {
  const counts = new Map<string, number>();
  for (const event of events) counts.set(event.category, (counts.get(event.category) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({
    id: name.toLowerCase(),
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    count,
  }));
}
