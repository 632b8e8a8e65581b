// What a reset, or a switch of data set, would wipe: per kind of record, how many differ from the
// seed they started as (added, changed or removed), so that a link asking for one (?reset=1,
// ?scenario=) asks the visitor first, naming them (mocks/qa/start-consent.ts). The stored seed is
// made again in memory to compare with: it is a pure function of its data set and UTC day, which
// the store keeps (SEED_DAY_KEY).
import { createMemoryWebStorage, storageKeys } from '@/lib/storage';
import type { DemoDataCollectionName } from '@/types/api/demo';
import type { PrepareOptions } from '../db/boot-db';
import { createDb, SCHEMA_VERSION, type Db } from '../db/db';
import { createMemoryStorage } from '../db/storage';
import { ensureLocalData } from '../db/local-data';
import { DATASET_KEY, SEED_DAY_KEY, seedDb, type DataSet } from './';

/** A kind counted ([one, many]), or named in words of its own (a single setting). */
export type ChangedNoun = readonly [string, string] | string;

/**
 * The kinds compared beside the image resources' (named by their docs): the collections a visitor
 * writes, the spec's browser-side data, the settings.
 */
const KINDS = {
  donations: ['donation', 'donations'],
  contacts: ['contact message', 'contact messages'],
  volunteers: ['volunteer application', 'volunteer applications'],
  admins: ['admin account', 'admin accounts'],
  uploads: ['uploaded image', 'uploaded images'],
  events: ['post', 'posts'],
  categories: ['category', 'categories'],
  themeColors: 'the theme colours',
  settings: 'the settings',
} as const satisfies Record<Exclude<DemoDataCollectionName, 'outbox'> | 'events' | 'categories' | 'themeColors' | 'settings', ChangedNoun>;

export interface Changed {
  /** A stored collection's name, or events, categories, themeColors, settings. */
  kind: string;
  /** Records added, changed or removed since the seed. */
  count: number;
  /** How the question names it. */
  noun: ChangedNoun;
}

/** A record's identity: its id, else its name (a category), else its place. */
function identity(record: unknown, index: number): string {
  const { id, name } = (record ?? {}) as { id?: unknown; name?: unknown };
  if (id !== undefined) return `id:${JSON.stringify(id)}`;
  return name !== undefined ? `name:${JSON.stringify(name)}` : `at:${index}`;
}

/** How many records of `current` differ from `seed`: added, changed or removed. */
export function differences(current: readonly unknown[], seed: readonly unknown[]): number {
  const seeded = new Map(seed.map((record, index) => [identity(record, index), JSON.stringify(record)]));
  const seen = new Set<string>();
  let count = 0;
  current.forEach((record, index) => {
    const key = identity(record, index);
    seen.add(key);
    if (seeded.get(key) !== JSON.stringify(record)) count += 1;
  });
  for (const key of seeded.keys()) if (!seen.has(key)) count += 1;
  return count;
}

/** A stored localStorage list as records: a value that is not a JSON list counts as one changed record. */
function listOf(raw: string | null): readonly unknown[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value : [raw];
  } catch {
    return [raw];
  }
}

/**
 * What preparing the data as `options` ask would wipe that is not the seed (an empty list when it
 * wipes nothing, or only seed data); null when it cannot tell (a store seeded by a build that did
 * not keep its seed's day).
 */
export async function changesSinceSeed(db: Db, local: Storage, { reset = false, dataSet }: PrepareOptions): Promise<Changed[] | null> {
  const [version, stored, day] = await Promise.all([
    db.readSchemaVersion(),
    db.storage.getItem<DataSet>(DATASET_KEY),
    db.storage.getItem<string>(SEED_DAY_KEY),
  ]);
  // A new store, or one of another version, is seeded whatever the address asks: nothing to ask about.
  if (version !== SCHEMA_VERSION || stored === null) return [];
  if (!reset && stored === dataSet) return [];
  const seedDay = typeof day === 'string' ? Date.parse(day) : NaN;
  if (Number.isNaN(seedDay)) return null;

  const seed = createDb(createMemoryStorage(), { resources: db.resources });
  await seedDb(seed, stored, seedDay);
  const seedLocal = createMemoryWebStorage();
  ensureLocalData(seedLocal, seedDay, stored, true);

  const nouns = new Map<string, ChangedNoun>([
    ...db.resources.map(({ name, docs }) => [name, [docs.names.one, docs.names.many]] as const),
    ...Object.entries(KINDS),
  ]);
  const counts = new Map<string, number>();
  for (const name of nouns.keys()) {
    if (name === 'events' || name === 'categories' || name === 'themeColors' || name === 'settings') continue;
    const [current, seeded] = await Promise.all([db.collection(name).all(), seed.collection(name).all()]);
    counts.set(name, differences(current, seeded));
  }
  for (const name of ['events', 'categories', 'themeColors'] as const) {
    const key = storageKeys[name];
    counts.set(name, differences(listOf(local.getItem(key)), listOf(seedLocal.getItem(key))));
  }
  const [settings, seededSettings] = await Promise.all([db.getSettings(), seed.getSettings()]);
  counts.set('settings', JSON.stringify(settings) === JSON.stringify(seededSettings) ? 0 : 1);
  return [...nouns].flatMap(([kind, noun]) => (counts.get(kind) ? [{ kind, count: counts.get(kind)!, noun }] : []));
}
