// The events feature's side of localStorage `events` and `categories`: the post rules (latest
// flag, ids, form fields) and the operations the mutations call. Reading, validating, seeding,
// writing and the category counts are the shared module's (src/lib/local-events.ts), which the
// mock backend uses too; the ones this feature's callers and tests name are passed on from here.
import { now as clockNow } from '@/lib/clock';
import {
  addToCategory,
  readCategories,
  readEvents,
  removeFromCategory,
  sameCategoryName,
  writeCategories,
  writeEvents,
} from '@/lib/local-events';
import { categorySlug, postSlug } from '@/lib/slug';
import {
  DEFAULT_POST_AUTHOR,
  DEFAULT_POST_STATUS,
  splitList,
  type Category,
  type EventForm,
  type EventPost,
} from '@/types/api/events';
import { MAX_LATEST_POSTS } from '@/types/api/plain-values';

export { addToCategory, readCategories, readEvents };

// ---- Pure rules (unit tested) ----

const newestFirst = (a: EventPost, b: EventPost) => {
  const byCreated = (Date.parse(b.createdAt) || 0) - (Date.parse(a.createdAt) || 0);
  return byCreated !== 0 ? byCreated : b.id - a.id;
};

/** Spec: at most MAX_LATEST_POSTS posts keep isLatest; the older flags are cleared. */
export function applyLatestLimit(events: readonly EventPost[], max: number = MAX_LATEST_POSTS): EventPost[] {
  const keep = new Set(
    events
      .filter((event) => event.isLatest)
      .sort(newestFirst)
      .slice(0, max)
      .map((event) => event.id),
  );
  return events.map((event) => (event.isLatest && !keep.has(event.id) ? { ...event, isLatest: false } : event));
}

/** A timestamp id not used by any event (two posts saved in the same millisecond stay distinct). */
function uniqueId(events: readonly EventPost[], now: number): number {
  const used = new Set(events.map((event) => event.id));
  let id = now;
  while (used.has(id)) id += 1;
  return id;
}

/** The post fields that come from the event form. */
function fromForm(form: EventForm) {
  return {
    title: form.title,
    slug: postSlug(form.title),
    category: form.category,
    date: form.date,
    image: form.image ?? '',
    detailsImage: form.detailsImage ?? form.image ?? '',
    galleryImages: splitList(form.galleryImages),
    description: form.description,
    content: form.content,
    tags: splitList(form.tags),
    highlights: splitList(form.highlights),
  };
}

/** A new post from the form: timestamp id, slug, author Admin, published, flagged latest. */
export function buildEvent(form: EventForm, existing: readonly EventPost[], now: number = clockNow()): EventPost {
  return {
    id: uniqueId(existing, now),
    ...fromForm(form),
    createdAt: new Date(now).toISOString(),
    isLatest: true,
    author: DEFAULT_POST_AUTHOR,
    status: DEFAULT_POST_STATUS,
  };
}

// ---- Storage operations (what the mutations call) ----

/** Saves a new post first in the list, applies the latest-flag rule and counts its category. */
export function createEvent(form: EventForm, now: number = clockNow()): EventPost {
  const events = readEvents();
  const event = buildEvent(form, events, now);
  writeEvents(applyLatestLimit([event, ...events]));
  writeCategories(addToCategory(readCategories(), event.category));
  return event;
}

export class EventNotFoundError extends Error {
  constructor(id: number) {
    super(`Event ${id} not found`);
    this.name = 'EventNotFoundError';
  }
}

/** Replaces a post's form fields and sets updatedAt; a changed category moves its count. */
export function updateEvent(id: number, form: EventForm, now: number = clockNow()): EventPost {
  const events = readEvents();
  const current = events.find((event) => event.id === id);
  if (!current) throw new EventNotFoundError(id);
  const updated: EventPost = { ...current, ...fromForm(form), updatedAt: new Date(now).toISOString() };
  writeEvents(events.map((event) => (event.id === id ? updated : event)));
  if (!sameCategoryName(current.category, updated.category)) {
    writeCategories(addToCategory(removeFromCategory(readCategories(), current.category), updated.category));
  }
  return updated;
}

/** Removes a post and takes it off its category's count. Unknown ids change nothing. */
export function deleteEvent(id: number): void {
  const events = readEvents();
  const target = events.find((event) => event.id === id);
  if (!target) return;
  writeEvents(events.filter((event) => event.id !== id));
  writeCategories(removeFromCategory(readCategories(), target.category));
}

/**
 * Spec: the category page form makes {id: timestamp, name, slug, count: 0}; a blank name (after
 * trimming) does nothing and gives null. A name that already exists is not added twice.
 */
export function createCategory(name: string, now: number = clockNow()): Category | null {
  const trimmed = name.trim();
  if (!trimmed) return null;
  const categories = readCategories();
  const existing = categories.find((c) => sameCategoryName(c.name, trimmed));
  if (existing) return existing;
  const category: Category = { id: String(now), name: trimmed, slug: categorySlug(trimmed), count: 0 };
  writeCategories([...categories, category]);
  return category;
}

export function deleteCategory(id: string): void {
  writeCategories(readCategories().filter((category) => category.id !== id));
}
