// Opens and prepares the mock db at start-up: IndexedDB when it works, memory otherwise; a store
// of another schema version or data set, or one that cannot be read, is reseeded.
import { now, realNow } from '@/lib/clock';
import { forgetOldAnswers } from '../core/idempotency';
import { createDb, SCHEMA_VERSION, type Db } from './db';
import { migrateLayout } from './migrate-layout';
import { createIndexedDbStorage, createMemoryStorage, type KeyValueStorage } from './storage';
import { clearLocalData, ensureLocalData } from './local-data';
import { DATASET_KEY, seedDb, type DataSet } from '../seed';

export interface PrepareOptions {
  /** ?reset=1: wipe the db and the spec's localStorage keys, then reseed. */
  reset?: boolean;
  dataSet: DataSet;
  /** The clock's now, epoch ms: a seed written is dated from its day. Defaults to the tab's clock. */
  now?: number;
}

/** What preparing the data works on besides the db: the spec's localStorage data, as the host keeps it. */
export interface PrepareDbOptions extends PrepareOptions {
  local: Storage;
}

/** Why the db was reseeded; null when the stored data was kept. */
export type ReseedReason = 'reset' | 'new' | 'version' | 'data-set' | 'unreadable' | null;

export interface PrepareResult {
  reseeded: boolean;
  reason: ReseedReason;
}

/**
 * Reseeds the db when asked to, when it is new, when it holds another schema version or data set,
 * or when its metadata cannot be read; a store kept in the layout of earlier builds is rewritten in
 * today's (nothing is lost, so nothing is announced); then makes sure the localStorage events exist.
 */
export async function prepareDb(db: Db, { reset = false, dataSet, local, now: at = now() }: PrepareDbOptions): Promise<PrepareResult> {
  let reason: ReseedReason = null;
  let storedSet: string | null = null;
  try {
    const [version, set] = await Promise.all([db.readSchemaVersion(), db.storage.getItem<string>(DATASET_KEY)]);
    storedSet = typeof set === 'string' ? set : null;
    if (version === null) reason = 'new';
    else if (version !== SCHEMA_VERSION) reason = 'version';
    else if (storedSet !== dataSet) reason = 'data-set';
  } catch {
    reason = 'unreadable';
  }
  if (reset) {
    reason = 'reset';
    clearLocalData(local);
  }
  if (reason) await seedDb(db, dataSet, at);
  else {
    if (await migrateLayout(db.storage)) db.invalidate();
    await forgetOldAnswers(db.storage, realNow());
  }
  // Events the page (or QA) stored before the first load are kept; a switch of data set replaces them.
  ensureLocalData(local, at, dataSet, reset || (storedSet !== null && storedSet !== dataSet));
  return { reseeded: reason !== null, reason };
}

const PREPARE_LOCK = 'meta:prepare';

/**
 * prepareDb under the lock every tab takes to prepare the store: two tabs opened at once on a new
 * store must not both seed it (the second would wipe what the first had written since).
 */
export function prepareSharedDb(db: Db, options: PrepareDbOptions): Promise<PrepareResult> {
  return db.storage.exclusive(PREPARE_LOCK, () => prepareDb(db, options));
}

export interface BootOptions extends PrepareDbOptions {
  /** Opens the persistent storage; null when it cannot be opened. Defaults to IndexedDB. */
  openStorage?: () => Promise<KeyValueStorage | null>;
}

export interface BootResult extends PrepareResult {
  db: Db;
  driver: string;
  /** False when the data lives in memory only (it is lost on reload). */
  persistent: boolean;
}

/** Opens the persistent db, falling back to memory when it cannot be opened or prepared. Never throws for storage faults. */
export async function bootDb({ openStorage = () => createIndexedDbStorage(), ...options }: BootOptions): Promise<BootResult> {
  let storage: KeyValueStorage | null = null;
  try {
    storage = await openStorage();
  } catch {
    storage = null;
  }
  if (storage) {
    const db = createDb(storage, { broadcast: true });
    try {
      const prepared = await prepareSharedDb(db, options);
      return { db, driver: storage.driver, persistent: true, ...prepared };
    } catch (error) {
      console.warn('The browser database failed while preparing the demo data; using memory storage instead.', error);
    }
  }
  // Memory is per tab, so its writes are not announced to other tabs.
  const db = createDb(createMemoryStorage());
  return { db, driver: 'memory', persistent: false, ...(await prepareDb(db, options)) };
}
