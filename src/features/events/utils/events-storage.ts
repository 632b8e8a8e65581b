// Events and categories in localStorage under `events` and `categories`, in the spec's shapes
// (spec document 1 section 3, document 2 sections 3-5). QA and other tabs may write these keys
// directly, so everything read is validated; what cannot be read falls back, never throws.
import { DEFAULT_EVENTS, SEED_EVENTS, STATIC_SIDEBAR_CATEGORIES } from '@/content/default-events';
import { now as clockNow } from '@/lib/clock';
import { categorySlug, postSlug } from '@/lib/slug';
import { storageKeys, writeJson } from '@/lib/storage';
import {
  DEFAULT_POST_AUTHOR,
  DEFAULT_POST_STATUS,
  MAX_LATEST_POSTS,
  categorySchema,
  readableEvents,
  splitList,
  type Category,
  type EventForm,
  type EventPost,
} from '@/types/api/events';

/** The raw value under `key`: undefined when absent, null when it is not JSON. */
function readRaw(key: string): unknown {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

const clone = (events: readonly EventPost[]): EventPost[] => events.map((event) => structuredClone(event));

/**
 * The events to show. Nothing stored: the two seed events (written, so their ids stay stable), and
 * the seed categories when none are stored either.
 * A list with unreadable entries keeps the readable ones; nothing readable at all gives the five
 * defaults. An empty stored list is a real answer (no events) and stays empty.
 */
export function readEvents(): EventPost[] {
  const raw = readRaw(storageKeys.events);
  if (raw === undefined) {
    const seed = clone(SEED_EVENTS);
    writeEvents(seed);
    if (readRaw(storageKeys.categories) === undefined) writeCategories(STATIC_SIDEBAR_CATEGORIES);
    return seed;
  }
  const readable = readableEvents(raw);
  if (!readable) {
    console.warn('Stored events are unreadable; showing the default events.');
    return clone(DEFAULT_EVENTS);
  }
  if (!readable.dropped) return readable.events;
  console.warn(`Ignored ${readable.dropped} unreadable stored event(s).`);
  return readable.events.length ? readable.events : clone(DEFAULT_EVENTS);
}

export function writeEvents(events: readonly EventPost[]): void {
  writeJson(storageKeys.events, events);
}

/** The stored categories that can be read ([] when none are stored). */
export function readCategories(): Category[] {
  const raw = readRaw(storageKeys.categories);
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    console.warn('Stored categories are unreadable; ignoring them.');
    return [];
  }
  const valid = raw.flatMap((item) => {
    const parsed = categorySchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  if (valid.length !== raw.length) console.warn(`Ignored ${raw.length - valid.length} unreadable stored categor(ies).`);
  return valid;
}

export function writeCategories(categories: readonly Category[]): void {
  writeJson(storageKeys.categories, categories);
}

// ---- Pure rules (unit tested) ----

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Spec: adding an event increments its category's count, or appends the category with count 1. */
export function addToCategory(categories: readonly Category[], name: string): Category[] {
  const trimmed = name.trim();
  if (!trimmed) return [...categories];
  const index = categories.findIndex((c) => sameName(c.name, trimmed) || c.slug === categorySlug(trimmed));
  if (index >= 0) return categories.map((c, i) => (i === index ? { ...c, count: c.count + 1 } : c));
  return [...categories, { id: trimmed.toLowerCase(), name: trimmed, slug: categorySlug(trimmed), count: 1 }];
}

/** The inverse of addToCategory when an event leaves a category (count never below 0). */
export function removeFromCategory(categories: readonly Category[], name: string): Category[] {
  return categories.map((c) =>
    sameName(c.name, name) || c.slug === categorySlug(name) ? { ...c, count: Math.max(0, c.count - 1) } : c,
  );
}

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
  if (!sameName(current.category, updated.category)) {
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
  const existing = categories.find((c) => sameName(c.name, trimmed));
  if (existing) return existing;
  const category: Category = { id: String(now), name: trimmed, slug: categorySlug(trimmed), count: 0 };
  writeCategories([...categories, category]);
  return category;
}

export function deleteCategory(id: string): void {
  writeCategories(readCategories().filter((category) => category.id !== id));
}
