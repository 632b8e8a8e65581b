// The browser-side data the spec keeps in localStorage (events, categories): seeded with the data
// set when absent (never over a value that exists, readable or not), wiped by ?reset=1.
import { countCategories, DEFAULT_LOCAL_SEED, seedLocalEvents, type LocalEventsSeed } from '@/lib/local-events';
import { seedClock } from '@/lib/seed-clock';
import type { DataSet } from '../seed';
import { bigEvents } from '../seed/big';
import { BACKEND_LOCAL_KEYS } from './local-keys';

/** ?reset=1: the spec's local data and the admin session go. */
export function clearLocalData(store: Storage): void {
  for (const key of BACKEND_LOCAL_KEYS) store.removeItem(key);
}

/** The data set's seed: the spec's events and static categories, or generated events counted into categories. */
function seedOf(dataSet: DataSet): LocalEventsSeed {
  if (dataSet === 'default') return DEFAULT_LOCAL_SEED;
  return { events: (today) => (dataSet === 'big' ? bigEvents(seedClock(today)) : []), categories: countCategories };
}

/**
 * Writes the data set's events and categories, dated from the day `today` (epoch ms), where a key is absent; `force` (?reset=1, a switch
 * of data set) replaces both. See seedLocalEvents.
 */
export function ensureLocalData(store: Storage, today: number, dataSet: DataSet = 'default', force = false): void {
  seedLocalEvents(seedOf(dataSet), force, store, today);
}
