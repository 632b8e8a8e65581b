// The spec's browser-side data: events and categories in localStorage.
import type { Category, EventPost } from '@/types/api/events';
import { SEED_EVENTS, STATIC_SIDEBAR_CATEGORIES } from '@/content/default-events';
import { categorySlug } from '@/lib/slug';

/** The spec's two seed events, shared with the pages' own fallback so both name the same posts. */
export function seedEvents(): EventPost[] {
  return SEED_EVENTS.map((event) => structuredClone(event));
}

/**
 * The spec's `categories` seed: the static sidebar list with its counts (Education 5, Healthcare 3,
 * Charity 4, Environment 2), not counted from the two seed events.
 */
export function seedCategories(): Category[] {
  return STATIC_SIDEBAR_CATEGORIES.map((category) => ({ ...category }));
}

/** One category per distinct event category, counted: the categories of a generated data set. */
export function countCategories(events: readonly EventPost[]): Category[] {
  const counts = new Map<string, number>();
  for (const event of events) counts.set(event.category, (counts.get(event.category) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ id: name.toLowerCase(), name, slug: categorySlug(name), count }));
}
