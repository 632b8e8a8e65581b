// The browser-side data the spec keeps in localStorage (events, categories): seeded when absent,
// recovered when corrupt, wiped by ?reset=1.
import { readJson, storageKeys, writeJson } from '@/lib/storage';
import { eventsListSchema } from '@/types/api/events';
import type { DataSet } from './seed';
import { bigEvents } from './seed/big';
import { seedCategories, seedEvents } from './seed/events';

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

/** Writes the seed events and categories when none (or only corrupt ones) are stored. */
export function ensureLocalData(dataSet: DataSet = 'default', force = false): void {
  const stored = readJson<unknown>(storageKeys.events, null);
  const valid = eventsListSchema.safeParse(stored).success;
  if (stored !== null && !valid) console.warn('Stored events were unreadable; restoring the seed events.');
  if (force || stored === null || !valid) {
    const events = dataSet === 'empty' ? [] : dataSet === 'big' ? bigEvents() : seedEvents();
    writeJson(storageKeys.events, events);
    writeJson(storageKeys.categories, seedCategories(events));
    return;
  }
  const categories = readJson<unknown>(storageKeys.categories, null);
  if (!Array.isArray(categories)) {
    if (categories !== null) console.warn('Stored categories were unreadable; rebuilding them from the events.');
    writeJson(storageKeys.categories, seedCategories(eventsListSchema.parse(stored)));
  }
}
