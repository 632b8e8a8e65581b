// The events feature's side of localStorage `events` and `categories`: the post rules (latest
// flag, ids, form fields) and the operations the mutations call. Reading, validating, seeding,
// writing and the category counts are the shared module's (src/lib/local-events.ts), which the
// mock backend uses too; the ones this feature's callers and tests name are passed on from here.
import { now as clockNow } from '@/lib/clock';
import {
  addToCategory,
  editableEvents,
  readCategories,
  readEvents,
  removeFromCategory,
  sameCategoryName,
  writeCategories,
  writeStoredEvents,
  type StoredEvent,
} from '@/lib/local-events';
import { categorySlug, postSlug } from '@/lib/slug';
import { DEFAULT_POST_AUTHOR, DEFAULT_POST_STATUS, splitList, type Category, type EventForm, type EventPost } from '@/types/api/events';
import { MAX_LATEST_POSTS } from '@/types/api/plain-values';

export { addToCategory, readCategories, readEvents };

// ---- Pure rules (unit tested) ----

const newestFirst = (a: EventPost, b: EventPost) => {
  const byCreated = (Date.parse(b.createdAt) || 0) - (Date.parse(a.createdAt) || 0);
  return byCreated !== 0 ? byCreated : b.id - a.id;
};

/** Whether a post loses its isLatest flag: flagged, but not among the `max` newest flagged posts. */
function losesLatest(events: readonly EventPost[], max: number): (event: EventPost) => boolean {
  const keep = new Set(
    events
      .filter((event) => event.isLatest)
      .sort(newestFirst)
      .slice(0, max)
      .map((event) => event.id),
  );
  return (event) => event.isLatest && !keep.has(event.id);
}

/** The entries the pages can show, as they show them. */
const shownEvents = (entries: readonly StoredEvent[]): EventPost[] => entries.flatMap(({ event }) => (event ? [event] : []));

/**
 * Spec: at most MAX_LATEST_POSTS posts keep isLatest; the older flags are cleared, in the stored
 * entry too. Everything else stays as stored.
 */
export function applyLatestLimit(entries: readonly StoredEvent[], max: number = MAX_LATEST_POSTS): StoredEvent[] {
  const loses = losesLatest(shownEvents(entries), max);
  return entries.map(({ stored, event }) =>
    event && loses(event)
      ? { stored: { ...(stored as Record<string, unknown>), isLatest: false }, event: { ...event, isLatest: false } }
      : { stored, event },
  );
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
// Each works on the stored entries (editableEvents), so an entry the pages cannot show, or show
// only with fallbacks, is written back exactly as it was stored.

/** Saves a new post first in the list, applies the latest-flag rule and counts its category. */
export function createEvent(form: EventForm, now: number = clockNow()): EventPost {
  const entries = editableEvents();
  const event = buildEvent(form, shownEvents(entries), now);
  writeStoredEvents(applyLatestLimit([{ stored: event, event }, ...entries]));
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
  const entries = editableEvents();
  const current = entries.find(({ event }) => event?.id === id)?.event;
  if (!current) throw new EventNotFoundError(id);
  const changes = { ...fromForm(form), updatedAt: new Date(now).toISOString() };
  const updated: EventPost = { ...current, ...changes };
  // The stored entry keeps its other fields as stored (unknown ones too); the form's replace theirs.
  writeStoredEvents(
    entries.map((entry) =>
      entry.event?.id === id ? { stored: { ...(entry.stored as Record<string, unknown>), ...changes }, event: updated } : entry,
    ),
  );
  if (!sameCategoryName(current.category, updated.category)) {
    writeCategories(addToCategory(removeFromCategory(readCategories(), current.category), updated.category));
  }
  return updated;
}

/** Removes a post and takes it off its category's count. Unknown ids change nothing. */
export function deleteEvent(id: number): void {
  const entries = editableEvents();
  const target = entries.find(({ event }) => event?.id === id)?.event;
  if (!target) return;
  writeStoredEvents(entries.filter(({ event }) => event?.id !== id));
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
