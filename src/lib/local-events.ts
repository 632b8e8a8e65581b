// The spec's localStorage `events` and `categories` (spec document 1 section 3, document 2 sections
// 3-5), owned here: the pages, the admin and the mock backend read, validate, seed and write them
// through this module, and hear of other tabs' changes through it. QA and other tabs may write the
// keys directly, so everything read is validated, and a bad value falls back, never throws. What
// is stored is the visitor's: reading never writes, the seed goes only where a key is absent, and
// a write keeps every entry the app cannot use as it was.
// The pages use `localStorage`, looked up on every call, never kept (a blocked one is replaced at
// start-up: guardWebStorage); the mock backend passes the copy its host keeps (`store`).
import { DEFAULT_EVENTS, seedEventsFor, STATIC_SIDEBAR_CATEGORIES } from '@/content/default-events';
import { now } from '@/lib/clock';
import { seedClock } from '@/lib/seed-clock';
import { categorySlug } from '@/lib/slug';
import { storageKeys, writeJson } from '@/lib/storage';
import { categorySchema, readableEvents, shownEvent, type Category, type EventPost } from '@/types/api/events';

/** What a key holds when it gives no list: 'absent' (nothing stored) or 'unreadable'. */
export type NoList = 'absent' | 'unreadable';

/** The raw value under `key`: undefined when absent, null when it cannot be read or is not JSON. */
function readRaw(key: string, store?: Storage): unknown {
  let raw: string | null;
  try {
    raw = (store ?? localStorage).getItem(key);
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

const cloneEvents = (events: readonly EventPost[]): EventPost[] => events.map((event) => structuredClone(event));

/**
 * The stored events the pages can show. A list keeps those (the others are counted in a warning
 * and stay in storage); a list with entries but none to show, or a value that is not a list, is
 * 'unreadable'. An empty list is a real answer (no events).
 */
export function loadEvents(store?: Storage): EventPost[] | NoList {
  const raw = readRaw(storageKeys.events, store);
  if (raw === undefined) return 'absent';
  const readable = readableEvents(raw);
  if (!readable) {
    console.warn('Stored events are unreadable; falling back.');
    return 'unreadable';
  }
  if (!readable.skipped) return readable.events;
  console.warn(`Not showing ${readable.skipped} stored event(s) with no id or title.`);
  return readable.events.length ? readable.events : 'unreadable';
}

/** The stored `categories` list split into the entries the app can read and the others, as stored. */
function storedCategories(store?: Storage): { categories: Category[]; others: unknown[] } | NoList {
  const raw = readRaw(storageKeys.categories, store);
  if (raw === undefined) return 'absent';
  if (!Array.isArray(raw)) return 'unreadable';
  const categories: Category[] = [];
  const others: unknown[] = [];
  for (const item of raw) {
    const parsed = categorySchema.safeParse(item);
    if (parsed.success) categories.push(parsed.data);
    else others.push(item);
  }
  return { categories, others };
}

/** The readable stored categories: a list keeps its readable entries; a value that is not a list is 'unreadable'. */
export function loadCategories(store?: Storage): Category[] | NoList {
  const stored = storedCategories(store);
  if (stored === 'absent') return stored;
  if (stored === 'unreadable') {
    console.warn('Stored categories are unreadable; ignoring them.');
    return stored;
  }
  if (stored.others.length) console.warn(`Ignored ${stored.others.length} unreadable stored categor(ies).`);
  return stored.categories;
}

/** One entry of the stored `events` list: as stored, and as the pages show it (null when they cannot). */
export interface StoredEvent {
  stored: unknown;
  event: EventPost | null;
}

/**
 * The stored list for a change (a post created, edited or deleted): every entry as stored, so
 * writing it back keeps the ones the app cannot use. Nothing stored: the seed, written. A value
 * that is not a list: the defaults the pages show, which the admin's write then replaces.
 */
export function editableEvents(): StoredEvent[] {
  const raw = readRaw(storageKeys.events);
  if (Array.isArray(raw)) return raw.map((stored) => ({ stored, event: shownEvent(stored) }));
  const events = raw === undefined ? seedLocalEvents() : cloneEvents(DEFAULT_EVENTS);
  return events.map((event) => ({ stored: event, event }));
}

/** Writes the entries as stored. Throws when the browser refuses the write (a full quota). */
export function writeStoredEvents(entries: readonly StoredEvent[]): void {
  writeJson(
    storageKeys.events,
    entries.map((entry) => entry.stored),
  );
}

/**
 * Writes the categories, with the stored entries the app cannot read kept after them as they
 * were (a value that is not a list is replaced). Throws when the browser refuses the write.
 */
export function writeCategories(categories: readonly Category[]): void {
  const stored = storedCategories();
  writeJson(storageKeys.categories, typeof stored === 'string' ? categories : [...categories, ...stored.others]);
}

// ---- Seeding ----

/** What seedLocalEvents writes: the events (dated from the day `today`, epoch ms), and the categories to go with the events then stored. */
export interface LocalEventsSeed {
  events: (today: number) => EventPost[];
  categories: (events: readonly EventPost[]) => Category[];
}

/** Spec: 'Seed events when none stored: 2 (Education, Healthcare)', dated from the day `today` (epoch ms). */
export function seedEvents(today: number): EventPost[] {
  return seedEventsFor(seedClock(today));
}

/**
 * Spec: the `categories` seed is the static sidebar list with its counts (Education 5, Healthcare 3,
 * Charity 4, Environment 2), not counted from the two seed events.
 */
export function seedCategories(): Category[] {
  return STATIC_SIDEBAR_CATEGORIES.map((category) => ({ ...category }));
}

export const DEFAULT_LOCAL_SEED: LocalEventsSeed = { events: seedEvents, categories: seedCategories };

/**
 * Writes the seed under each key that is absent, never over a value that exists (even one that
 * cannot be read: the pages fall back, the visitor's value stays); `force` (?reset=1, a switch of
 * data set) replaces both. Each key stands alone: categories stored before the first load are
 * kept when the events are seeded, and the other way round. The pages date the seed from their
 * tab's clock, the mock backend from the request's (`today`). Returns the events the pages show
 * from what is now stored ([] when that cannot be read).
 */
export function seedLocalEvents(seed: LocalEventsSeed = DEFAULT_LOCAL_SEED, force = false, store?: Storage, today = now()): EventPost[] {
  const stored = force ? 'absent' : loadEvents(store);
  const events = stored === 'absent' ? seed.events(today) : Array.isArray(stored) ? stored : [];
  if (stored === 'absent') writeJson(storageKeys.events, events, store);
  if (force || storedCategories(store) === 'absent') writeJson(storageKeys.categories, seed.categories(events), store);
  return events;
}

// ---- What the pages read ----

/**
 * The events the pages show. Nothing stored: the seed, written (so its ids stay stable), with the
 * seed categories where none can be read. Nothing readable: the five defaults of spec section 8,
 * not written (QA's value stays for them to see).
 */
export function readEvents(): EventPost[] {
  const stored = loadEvents();
  if (stored === 'absent') return seedLocalEvents();
  if (stored === 'unreadable') return cloneEvents(DEFAULT_EVENTS);
  return stored;
}

/** The stored categories that can be read ([] when none are stored or the value is unreadable). */
export function readCategories(store?: Storage): Category[] {
  const stored = loadCategories(store);
  return Array.isArray(stored) ? stored : [];
}

// ---- Category counts ----

/** Two category names are the same whatever their case and surrounding spaces. */
export const sameCategoryName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether `category` is the one `name` names: the same name, or the same slug. */
const isCategory = (category: Category, name: string) => sameCategoryName(category.name, name) || category.slug === categorySlug(name);

/** Spec: adding an event increments its category's count, or appends the category with count 1. */
export function addToCategory(categories: readonly Category[], name: string): Category[] {
  const trimmed = name.trim();
  if (!trimmed) return [...categories];
  const index = categories.findIndex((c) => isCategory(c, trimmed));
  if (index >= 0) return categories.map((c, i) => (i === index ? { ...c, count: c.count + 1 } : c));
  return [...categories, { id: trimmed.toLowerCase(), name: trimmed, slug: categorySlug(trimmed), count: 1 }];
}

/** The inverse of addToCategory when an event leaves a category (count never below 0). */
export function removeFromCategory(categories: readonly Category[], name: string): Category[] {
  return categories.map((c) => (isCategory(c, name) ? { ...c, count: Math.max(0, c.count - 1) } : c));
}

/** One category per distinct event category, counted: the categories of a generated data set. */
export function countCategories(events: readonly EventPost[]): Category[] {
  return events.reduce<Category[]>((categories, event) => addToCategory(categories, event.category), []);
}

// ---- Other tabs ----

/**
 * Calls `listener` when another tab, or QA by hand, changes `events` or `categories`. The browser's
 * storage event is the one way other tabs are told: it fires for every write of these keys, this
 * module's and anyone else's. This page's own writes are refetched by the mutation that made them.
 */
export function onOtherTabChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null: the whole storage was cleared.
    if (event.key === null || event.key === storageKeys.events || event.key === storageKeys.categories) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
