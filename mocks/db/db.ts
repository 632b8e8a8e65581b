// The mock server's database: typed collections over one key-value storage, with a schema
// version. Writes are broadcast so other tabs drop their caches and refetch.
import { PAGE_ID } from '@/lib/react-query';
import { Collection } from './collection';
import type {
  AdminRecord,
  ContactRecord,
  DonationRecord,
  LoginAttemptRecord,
  OutboxRecord,
  SessionRecord,
  SettingsRecord,
  UploadRecord,
  VolunteerRecord,
} from './records';
import type { KeyValueStorage } from './storage';
import { StoredValue } from './stored-value';
import { BACKEND_VERSION } from '../core/backend-version';
import { RESOURCES, type RegisteredResources } from '../resources';
import type { RecordOf, ServerResource } from '../resources/define-resource';

/** Bump BACKEND_VERSION.data when stored shapes change; a store of another version is reseeded. */
export const SCHEMA_VERSION = BACKEND_VERSION.data;
export const DB_CHANNEL = 'charity-db';
const SCHEMA_KEY = 'meta:schema';
const SETTINGS_KEY = 'settings';

function createDataCollections(make: <T extends { id: number }>(name: string) => Collection<T>) {
  return {
    donations: make<DonationRecord>('donations'),
    contacts: make<ContactRecord>('contacts'),
    volunteers: make<VolunteerRecord>('volunteers'),
    admins: make<AdminRecord>('admins'),
    sessions: make<SessionRecord>('sessions'),
    loginAttempts: make<LoginAttemptRecord>('loginAttempts'),
    uploads: make<UploadRecord>('uploads'),
    outbox: make<OutboxRecord>('outbox'),
  };
}

/** The image resources' collections of the registry's backend, typed by their records. */
type ResourceCollections = { [N in keyof RegisteredResources]: Collection<RecordOf<RegisteredResources[N]>> };
export type Collections = ReturnType<typeof createDataCollections> & ResourceCollections;
export type CollectionName = keyof Collections;
/** The collections that are not an image resource's. */
export type DataCollectionName = keyof ReturnType<typeof createDataCollections>;

export interface Db extends Collections {
  storage: KeyValueStorage;
  /** The image resources this db stores (the registry's, or those it was made with), whose collections come first. */
  resources: readonly ServerResource[];
  /** Every collection by name, the resources' first: what reads the whole store loops over. */
  collections: ReadonlyMap<string, Collection<{ id: number }>>;
  /** A collection by name: an image resource's (see `resources`) or another. */
  collection<T extends { id: number }>(name: string): Collection<T>;
  getSettings(): Promise<SettingsRecord | null>;
  setSettings(settings: SettingsRecord): Promise<void>;
  /** Read-modify-write of the settings as stored (null when none are), under the storage's lock. */
  updateSettings(change: (current: SettingsRecord | null) => SettingsRecord): Promise<SettingsRecord>;
  getBlob(file: string): Promise<Blob | null>;
  putBlob(file: string, blob: Blob): Promise<void>;
  readSchemaVersion(): Promise<number | null>;
  writeSchemaVersion(): Promise<void>;
  /** Drop every cached collection (after a reset or another tab's write). */
  invalidate(): void;
  /** Reads every collection into its cache in the background: a page's first lists then need no cold read. */
  warm(): void;
  clear(): Promise<void>;
  /** Calls `listener` when another tab writes (a db made with `broadcast`); returns the unsubscribe. */
  onRemoteWrite(listener: (collection: string) => void): () => void;
}

/** What a write announces on DB_CHANNEL; `page` tells the writing page its own writes apart. */
export interface DbWriteMessage {
  type: 'write';
  collection: string;
  page: string;
}

export interface DbOptions {
  /** Whether writes are announced to other tabs on DB_CHANNEL (a store they share). */
  broadcast?: boolean;
  /**
   * The page a write is made for: this page by default; in the backend's service worker, the tab
   * whose request is being answered (the host keeps it), so that tab skips its own writes.
   */
  writer?: () => string;
  /** The image resources it stores: the registry's by default (mocks/resources). */
  resources?: readonly ServerResource[];
}

export function createDb(storage: KeyValueStorage, options: DbOptions = {}): Db {
  const writer = options.writer ?? (() => PAGE_ID);
  let channel: BroadcastChannel | null | undefined;
  const channelOf = (): BroadcastChannel | null =>
    (channel ??= options.broadcast && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(DB_CHANNEL) : null);
  const broadcast = (name: string) => {
    const message: DbWriteMessage = { type: 'write', collection: name, page: writer() };
    channelOf()?.postMessage(message);
  };
  // Other tabs hear of a write once it is stored (after an atomic batch's commit, see atomic-storage.ts).
  const announce = (name: string) => (storage.afterCommit ? storage.afterCommit(() => broadcast(name)) : broadcast(name));
  const onWrite = options.broadcast ? announce : () => {};
  const resources = options.resources ?? RESOURCES;
  const make = <T extends { id: number }>(name: string) => new Collection<T>(storage, name, onWrite);
  const named = { ...Object.fromEntries(resources.map(({ name }) => [name, make(name)])), ...createDataCollections(make) };
  const collections = new Map(Object.entries(named) as [string, Collection<{ id: number }>][]);
  const settings = new StoredValue<SettingsRecord | null>(
    storage,
    SETTINGS_KEY,
    (stored) => (stored ?? null) as SettingsRecord | null,
    () => onWrite('settings'),
  );
  return {
    ...(named as Collections),
    storage,
    resources,
    collections,
    collection<T extends { id: number }>(name: string) {
      const found = collections.get(name);
      if (!found) throw new Error(`No collection named ${name}`);
      return found as unknown as Collection<T>;
    },
    getSettings: () => settings.get(),
    setSettings: (value) => settings.set(value),
    updateSettings: (change) =>
      settings.change((current) => {
        const next = change(current);
        return { next, result: next };
      }),
    getBlob: (file) => storage.getItem<Blob>(`blob:${file}`),
    putBlob: (file, blob) => storage.setItem(`blob:${file}`, blob),
    readSchemaVersion: () => storage.getItem<number>(SCHEMA_KEY),
    writeSchemaVersion: () => storage.setItem(SCHEMA_KEY, SCHEMA_VERSION),
    invalidate() {
      settings.invalidate();
      collections.forEach((c) => c.invalidate());
    },
    warm() {
      // A failed read is the next request's to report, not this one's.
      void Promise.all([settings.get(), ...[...collections.values()].map((c) => c.all())]).catch(() => undefined);
    },
    async clear() {
      await storage.clear();
      this.invalidate();
    },
    onRemoteWrite(listener) {
      // The channel the writes are posted on: a channel never hears its own messages, so this db's
      // own writes do not drop its caches.
      const ch = channelOf();
      if (!ch) return () => {};
      const handle = (event: MessageEvent) => {
        const data = event.data as Partial<DbWriteMessage> | null;
        if (data && data.type === 'write') listener(String(data.collection));
      };
      ch.addEventListener('message', handle);
      return () => ch.removeEventListener('message', handle);
    },
  };
}
