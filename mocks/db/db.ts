// The mock server's database: typed collections over one key-value storage, with a schema
// version. Writes are broadcast so other tabs drop their caches and refetch.
import { Collection } from './collection';
import type {
  AdminRecord,
  BannerRecord,
  ContactRecord,
  DonationRecord,
  GalleryRecord,
  OutboxRecord,
  ServiceRecord,
  SessionRecord,
  SettingsRecord,
  UploadRecord,
  VolunteerRecord,
} from './records';
import { createMemoryStorage, type KeyValueStorage } from './storage';

/** Bump when stored shapes change; a store of another version is reseeded. */
export const SCHEMA_VERSION = 1;
export const DB_CHANNEL = 'charity-db';
const SCHEMA_KEY = 'meta:schema';
const SETTINGS_KEY = 'settings';

function createCollections(storage: KeyValueStorage, onWrite: (name: string) => void) {
  const make = <T extends { id: number }>(name: string) => new Collection<T>(storage, name, onWrite);
  return {
    banners: make<BannerRecord>('banners'),
    services: make<ServiceRecord>('services'),
    gallery: make<GalleryRecord>('gallery'),
    donations: make<DonationRecord>('donations'),
    contacts: make<ContactRecord>('contacts'),
    volunteers: make<VolunteerRecord>('volunteers'),
    admins: make<AdminRecord>('admins'),
    sessions: make<SessionRecord>('sessions'),
    uploads: make<UploadRecord>('uploads'),
    outbox: make<OutboxRecord>('outbox'),
  };
}

export type Collections = ReturnType<typeof createCollections>;
export type CollectionName = keyof Collections;

export interface Db extends Collections {
  storage: KeyValueStorage;
  getSettings(): Promise<SettingsRecord | null>;
  setSettings(settings: SettingsRecord): Promise<void>;
  getBlob(file: string): Promise<Blob | null>;
  putBlob(file: string, blob: Blob): Promise<void>;
  readSchemaVersion(): Promise<number | null>;
  writeSchemaVersion(): Promise<void>;
  /** Drop every cached collection (after a reset or another tab's write). */
  invalidate(): void;
  clear(): Promise<void>;
}

let channel: BroadcastChannel | null = null;
function broadcast(name: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  channel ??= new BroadcastChannel(DB_CHANNEL);
  channel.postMessage({ type: 'write', collection: name });
}

export function createDb(storage: KeyValueStorage, options: { broadcast?: boolean } = {}): Db {
  const onWrite = options.broadcast ? broadcast : () => {};
  const collections = createCollections(storage, onWrite);
  let settingsCache: SettingsRecord | null = null;
  return {
    ...collections,
    storage,
    async getSettings() {
      settingsCache ??= await storage.getItem<SettingsRecord>(SETTINGS_KEY);
      return settingsCache;
    },
    async setSettings(settings) {
      await storage.setItem(SETTINGS_KEY, settings);
      settingsCache = settings;
      onWrite('settings');
    },
    getBlob: (file) => storage.getItem<Blob>(`blob:${file}`),
    putBlob: (file, blob) => storage.setItem(`blob:${file}`, blob),
    readSchemaVersion: () => storage.getItem<number>(SCHEMA_KEY),
    writeSchemaVersion: () => storage.setItem(SCHEMA_KEY, SCHEMA_VERSION),
    invalidate() {
      settingsCache = null;
      Object.values(collections).forEach((c) => c.invalidate());
    },
    async clear() {
      await storage.clear();
      this.invalidate();
    },
  };
}

let current: Db = createDb(createMemoryStorage());

/** The db the handlers use. */
export function getDb(): Db {
  return current;
}

export function setDb(db: Db): void {
  current = db;
}
