// The browser-side data the spec keeps in localStorage (events, categories): seeded when absent,
// recovered when corrupt, wiped by ?reset=1.
import { readJson, storageKeys, writeJson } from '@/lib/storage';
import { readableEvents, type Category, type EventPost } from '@/types/api/events';
import type { DataSet } from './seed';
import { bigEvents } from './seed/big';
import { countCategories, seedCategories, seedEvents } from './seed/events';

/** Keys ?reset=1 clears (the spec's local data and the admin session). */
const RESET_KEYS = [
  storageKeys.events,
  storageKeys.categories,
  storageKeys.themeColors,
  storageKeys.adminToken,
  storageKeys.adminUser,
  storageKeys.isAdminLoggedIn,
];

export function clearLocalData(): void {
  for (const key of RESET_KEYS) localStorage.removeItem(key);
}

/** The data set's events. */
function eventsOf(dataSet: DataSet): EventPost[] {
  return dataSet === 'empty' ? [] : dataSet === 'big' ? bigEvents() : seedEvents();
}

/** The data set's categories: the spec's static list for the default seed, else counted from its events. */
function categoriesOf(dataSet: DataSet, events: readonly EventPost[]): Category[] {
  return dataSet === 'default' ? seedCategories() : countCategories(events);
}

/**
 * Writes the seed events and categories where none (or only corrupt ones) are stored; `force`
 * (?reset=1, a switch of data set) replaces both. Each key stands alone: categories QA stored before
 * the first load are kept even when the events are seeded, and the other way round. A list with
 * some broken entries is kept: every reader leaves those out (see readableEvents).
 */
export function ensureLocalData(dataSet: DataSet = 'default', force = false): void {
  const stored = readJson<unknown>(storageKeys.events, null);
  const readable = readableEvents(stored);
  const valid = !!readable && (readable.events.length > 0 || readable.dropped === 0);
  if (stored !== null && !valid) console.warn('Stored events were unreadable; restoring the seed events.');
  let events: EventPost[];
  if (force || !readable || !valid) {
    events = eventsOf(dataSet);
    writeJson(storageKeys.events, events);
  } else {
    events = readable.events;
  }
  const categories = readJson<unknown>(storageKeys.categories, null);
  if (force || !Array.isArray(categories)) {
    if (!force && categories !== null) console.warn('Stored categories were unreadable; restoring the seed categories.');
    writeJson(storageKeys.categories, categoriesOf(dataSet, events));
  }
}
