// What the events pages show, as pure functions over the stored lists.
import { STATIC_SIDEBAR_CATEGORIES } from '@/content/default-events';
import { categorySlug } from '@/lib/slug';
import type { Category, EventPost } from '@/types/api/events';
import { MAX_LATEST_POSTS } from '@/types/api/plain-values';

/** Spec section 9. */
export const EVENTS_PAGE_SIZE = 9;
export const RELATED_POSTS = 3;

/** Case-insensitive search over title and description; a blank query matches everything. */
export function searchEvents(events: readonly EventPost[], query: string): EventPost[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...events];
  return events.filter((event) => event.title.toLowerCase().includes(q) || event.description.toLowerCase().includes(q));
}

/** True when the event's category matches `categoryId` by name (any case) or by slug. */
export function inCategory(event: EventPost, categoryId: string): boolean {
  const wanted = categoryId.trim().toLowerCase();
  if (!wanted) return false;
  const name = event.category.trim().toLowerCase();
  return name === wanted || categorySlug(event.category) === categorySlug(categoryId);
}

export function eventsInCategory(events: readonly EventPost[], categoryId: string): EventPost[] {
  return events.filter((event) => inCategory(event, categoryId));
}

/** Latest Posts: the flagged posts in stored order, up to 5. */
export function latestPosts(events: readonly EventPost[], max: number = MAX_LATEST_POSTS): EventPost[] {
  return events.filter((event) => event.isLatest).slice(0, max);
}

/** Up to 3 other posts of the same category. */
export function relatedPosts(events: readonly EventPost[], post: EventPost, max: number = RELATED_POSTS): EventPost[] {
  return events.filter((event) => event.id !== post.id && inCategory(event, post.category)).slice(0, max);
}

/** The post whose id is exactly the route parameter. */
export function findEvent(events: readonly EventPost[], id: string | undefined): EventPost | undefined {
  if (!id) return undefined;
  return events.find((event) => String(event.id) === id);
}

/** Spec: content split into paragraphs at blank lines. */
export function contentParagraphs(content: string): string[] {
  return content
    .split(/\r?\n[ \t]*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The sidebar's categories: the stored ones with their counts, else the spec's static list. */
export function sidebarCategories(stored: readonly Category[]): readonly Category[] {
  return stored.length ? stored : STATIC_SIDEBAR_CATEGORIES;
}

/** A readable name for a category route parameter: a stored category, an event's, or the slug. */
export function categoryDisplayName(categoryId: string, categories: readonly Category[], events: readonly EventPost[]): string {
  const slug = categorySlug(categoryId);
  const stored = categories.find((c) => c.slug === slug || c.name.toLowerCase() === categoryId.toLowerCase());
  if (stored) return stored.name;
  const fromEvent = events.find((event) => inCategory(event, categoryId));
  if (fromEvent) return fromEvent.category;
  const words = categoryId.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Category';
}

/** The pictures of a post's Event Gallery (shown only when there are more than one). */
export function galleryImages(post: EventPost): string[] {
  return post.galleryImages.filter(Boolean);
}
