// The demo panel's data operations: the whole demo data as one JSON document (export), that
// document back (import: validated in full before anything is written, undone on any failure
// while writing), reset to the seed and
// the scenario switch. Sessions are never exported; the signed-in admin stays signed in.
import { loadEvents, readCategories } from '@/lib/local-events';
import { readJson, storageKeys } from '@/lib/storage';
import { isActiveAdministrator } from '@/types/api/admins';
import {
  DEMO_FORMAT,
  DEMO_MESSAGES,
  demoContract,
  wrongVersionMessage,
  type DemoCollections,
  type DemoDataCollectionName,
  type DemoContract,
  type DemoExport,
  type DemoResource,
  type DemoImportResult,
  type DemoScenarioResult,
} from '@/types/api/demo';
import { DEFAULT_THEME, themeSettingsSchema } from '@/types/api/settings';
import { nowIsoOf, type RequestContext } from '../core/context';
import { SCHEMA_VERSION, type DataCollectionName, type Db } from './db';
import { restoreStorage, snapshotStorage } from './snapshot';
import { isStorageFull } from './storage-full';
import { randomHex } from '../auth/passwords';
import type { AdminRecord, SessionRecord } from './records';
import { ensureLocalData } from './local-data';
import { dataSetOf, type Scenario } from '../qa/scenario';
import { DATASET_KEY, seedDb, type DataSet } from '../seed';
import { publicAdmin } from '../auth/guards';

const BLOB_PREFIX = 'blob:';

/**
 * The stored collections an export leaves out, and why. Every other one is in the export's schema
 * (demoContract: the image resources' and the others'): a new collection must be one or the other,
 * or tsc fails, so no export drops a collection unnoticed.
 */
export const NOT_EXPORTED = {
  sessions: 'Sessions are never exported; an import keeps those of the accounts that stay.',
  loginAttempts: 'The sign-in throttle runs on the real clock and belongs to no demo.',
} as const satisfies Record<Exclude<DataCollectionName, DemoDataCollectionName>, string>;

/** The export's contract for this db's image resources; made once per list of them. */
const contracts = new WeakMap<readonly DemoResource[], DemoContract>();
export function demoContractOf(db: Pick<Db, 'resources'>): DemoContract {
  let contract = contracts.get(db.resources);
  if (!contract) contracts.set(db.resources, (contract = demoContract(db.resources)));
  return contract;
}

// ---- bytes <-> base64 data URLs (Blob.arrayBuffer is missing in some environments, e.g. jsdom) ----

function blobBytes(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read a stored image'));
    reader.readAsArrayBuffer(blob);
  });
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

function dataUrlToBlob(dataUrl: string): Blob {
  const [head, data] = dataUrl.split(',', 2);
  const type = head.slice('data:'.length, head.indexOf(';'));
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

// ---- export ----

/** localStorage data, or the fallback when missing or unreadable (the export must stay importable). */
function readLocal<T>(
  local: Storage,
  key: string,
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  fallback: T,
): T {
  const result = schema.safeParse(readJson<unknown>(key, null, local));
  return result.success ? result.data : fallback;
}

/** The whole demo data as one document. The SMTP password is left out: it is never written to a file. */
export async function exportDemoData(context: RequestContext): Promise<DemoExport> {
  const { db, local } = context;
  const collections = Object.fromEntries(
    await Promise.all(demoContractOf(db).collections.map(async (name) => [name, await db.collection(name).all()] as const)),
  ) as DemoCollections;
  // No response carries a password hash, the export included.
  collections.admins = (collections.admins as AdminRecord[]).map(publicAdmin);
  const settings = (await db.getSettings()) ?? {
    theme: { ...DEFAULT_THEME },
    logo: {},
    email: { smtpPort: 587, sendDonationEmail: true, sendContactEmail: true, sendVolunteerEmail: true },
  };
  const { smtpPassword: _secret, ...email } = settings.email;
  void _secret;

  const blobs: Record<string, string> = {};
  for (const upload of collections.uploads) {
    const blob = await db.getBlob(upload.file);
    if (blob instanceof Blob) blobs[upload.file] = `data:${upload.type};base64,${toBase64(await blobBytes(blob))}`;
  }

  const events = loadEvents(local);
  return {
    format: DEMO_FORMAT,
    version: SCHEMA_VERSION,
    exportedAt: nowIsoOf(context),
    collections: structuredClone(collections),
    settings: { theme: { ...settings.theme }, logo: { ...settings.logo }, email, ...(settings.zakat && { zakat: { ...settings.zakat } }) },
    local: {
      // As the pages show them (a field that does not fit at its fallback), so the export stays importable.
      events: Array.isArray(events) ? events : [],
      categories: readCategories(local),
      themeColors: readLocal(local, storageKeys.themeColors, themeSettingsSchema.nullable(), null),
    },
    blobs,
  };
}

// ---- import ----

export type DemoValidation = { ok: true; doc: DemoExport } | { ok: false; message: string; errors: Record<string, string> };

/** Where an issue is, as 'collections.donations.2.amount'. */
const pathOf = (path: readonly PropertyKey[]) => path.map(String).join('.') || '_';

/**
 * Checks a parsed JSON value in full; nothing is written here. `knownUsernames` are the accounts
 * that exist here: at least one active imported account must be one of them (or carry its own
 * hash), or nobody could sign in after the import.
 */
export function validateDemoDocument(raw: unknown, demo: DemoContract, knownUsernames: ReadonlySet<string> = new Set()): DemoValidation {
  const doc = raw as { format?: unknown; version?: unknown } | null;
  if (!doc || typeof doc !== 'object' || Array.isArray(doc) || doc.format !== DEMO_FORMAT) {
    return { ok: false, message: DEMO_MESSAGES.wrongFormat, errors: { format: `Expected "${DEMO_FORMAT}"` } };
  }
  if (doc.version !== SCHEMA_VERSION) {
    return { ok: false, message: wrongVersionMessage(doc.version, SCHEMA_VERSION), errors: { version: `Expected ${SCHEMA_VERSION}` } };
  }
  const result = demo.exportSchema.safeParse(raw);
  if (result.success) {
    const canSignIn = result.data.collections.admins.some(
      (admin) => isActiveAdministrator(admin) && (!!admin.password_hash || knownUsernames.has(admin.username)),
    );
    if (!canSignIn) return { ok: false, message: DEMO_MESSAGES.noKnownAdmin, errors: { 'collections.admins': DEMO_MESSAGES.noKnownAdmin } };
    return { ok: true, doc: result.data };
  }
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues.slice(0, 20)) {
    const key = pathOf(issue.path);
    if (!(key in errors)) errors[key] = issue.message;
  }
  const [first] = result.error.issues;
  if (result.error.issues.length === 1 && first.message === DEMO_MESSAGES.noActiveAdmin) {
    return { ok: false, message: DEMO_MESSAGES.noActiveAdmin, errors };
  }
  return { ok: false, message: `${DEMO_MESSAGES.invalid} First problem at ${pathOf(first.path)}: ${first.message}`, errors };
}

/**
 * Sessions that still point at the same account after the admins are replaced: same id, same
 * username, active and unexpired. Any other session would sign its holder in as someone else.
 */
function sessionsToKeep(
  at: number,
  sessions: SessionRecord[],
  before: { id: number; username: string }[],
  after: { id: number; username: string; is_active: boolean }[],
) {
  return sessions.filter((session) => {
    const was = before.find((a) => a.id === session.adminId);
    const is = after.find((a) => a.id === session.adminId);
    return !!was && !!is && was.username === is.username && is.is_active && session.expiresAt > at;
  });
}

/** A refused or failed import; `message` says what happened to the stored data. */
export class DemoImportError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'DemoImportError';
  }
}

/** The localStorage keys an import writes. */
const LOCAL_KEYS = [storageKeys.events, storageKeys.categories, storageKeys.themeColors] as const;
type LocalValues = Record<(typeof LOCAL_KEYS)[number], string | null>;

/**
 * How much localStorage an import may fill, in UTF-16 code units (keys and values): a little under
 * the 5 Mi that Chrome, Firefox and Safari give an origin. The real quota cannot be read, so this
 * only refuses what cannot fit anywhere; a write that still fails is rolled back.
 */
export const LOCAL_STORAGE_BUDGET = 5_000_000;

/** Characters localStorage would hold after writing `values`: those keys plus every other key kept. */
function localStorageAfter(local: Storage, values: LocalValues): number {
  let total = 0;
  for (let i = 0; i < local.length; i += 1) {
    const key = local.key(i);
    if (key === null || (LOCAL_KEYS as readonly string[]).includes(key)) continue;
    total += key.length + (local.getItem(key) ?? '').length;
  }
  for (const key of LOCAL_KEYS) total += values[key] === null ? 0 : key.length + values[key].length;
  return total;
}

function readLocalValues(local: Storage): LocalValues {
  return Object.fromEntries(LOCAL_KEYS.map((key) => [key, local.getItem(key)])) as LocalValues;
}

/** Writes the keys (null removes one). Removals come first, so the space they free is there for the writes. */
function writeLocalValues(local: Storage, values: LocalValues): void {
  for (const key of LOCAL_KEYS) if (values[key] === null) local.removeItem(key);
  for (const key of LOCAL_KEYS) {
    const value = values[key];
    if (value !== null) local.setItem(key, value);
  }
}

/** Puts the keys back as they were: all removed first, so a half-written import frees its space. */
function restoreLocalValues(local: Storage, values: LocalValues): void {
  for (const key of LOCAL_KEYS) local.removeItem(key);
  writeLocalValues(local, values);
}

/** Writes the values into the pages' own localStorage; refused (nothing changed there) as a DemoImportError. */
async function writeToPages(write: NonNullable<RequestContext['writePagesLocal']>, values: LocalValues): Promise<Record<string, string | null>> {
  try {
    return await write(values);
  } catch (error) {
    console.warn("The page's storage did not take the import's local data.", error);
    throw isStorageFull(error) ? new DemoImportError(DEMO_MESSAGES.storageFull, 507) : new DemoImportError(DEMO_MESSAGES.noPage, 503);
  }
}

/**
 * Replaces the db collections, settings, uploaded images and localStorage data with a validated
 * document, all or nothing. Everything that can be checked is checked before the first write (the
 * localStorage size included); then the current state is copied, written over, and on any failure
 * (a full disk, a quota) put back exactly as it was. Throws DemoImportError with a true message.
 */
export async function importDemoData(context: RequestContext, doc: DemoExport): Promise<DemoImportResult> {
  const { db, local: store } = context;
  const { collections } = doc;
  const demo = demoContractOf(db);
  const blobs = doc.blobs ? Object.entries(doc.blobs).map(([name, url]) => [name, dataUrlToBlob(url)] as const) : null;
  const current = await db.getSettings();
  const currentAdmins = await db.admins.all();
  const admins: AdminRecord[] = collections.admins.map(({ password_hash, password_salt, password_iterations, ...admin }) => {
    // A hand-made file's hash without a count is of the count before issue #27 (LEGACY_ITERATIONS); a sign-in upgrades it.
    if (password_hash && password_salt) return { ...admin, password_hash, password_salt, ...(password_iterations ? { password_iterations } : {}) };
    const same = currentAdmins.find((a) => a.username === admin.username);
    // An account unknown here gets a hash no password matches, until an admin sets one.
    return same
      ? {
          ...admin,
          password_hash: same.password_hash,
          password_salt: same.password_salt,
          ...(same.password_iterations ? { password_iterations: same.password_iterations } : {}),
        }
      : { ...admin, password_hash: randomHex(32), password_salt: randomHex(16) };
  });
  const kept = sessionsToKeep(context.realNow(), await db.sessions.all(), currentAdmins, admins);
  // A file carries no SMTP password unless someone wrote one in: keep the stored one then.
  const smtpPassword = doc.settings.email.smtpPassword ?? current?.email.smtpPassword ?? '';
  const local: LocalValues = {
    [storageKeys.events]: JSON.stringify(doc.local.events),
    [storageKeys.categories]: JSON.stringify(doc.local.categories),
    [storageKeys.themeColors]: doc.local.themeColors ? JSON.stringify(doc.local.themeColors) : null,
  };
  if (localStorageAfter(store, local) > LOCAL_STORAGE_BUDGET) throw new DemoImportError(DEMO_MESSAGES.tooLargeForBrowser, 413);

  const before = { db: await snapshotStorage(db.storage), local: readLocalValues(store) };
  // localStorage first: the smallest store is the likeliest to be full. Where the backend keeps
  // only a copy (the service worker), the page's own storage takes the values before anything here.
  const pagesBefore = context.writePagesLocal ? await writeToPages(context.writePagesLocal, local) : null;
  const undoLocal = async () => {
    restoreLocalValues(store, before.local);
    if (pagesBefore) await context.writePagesLocal!(pagesBefore);
  };
  // A store that holds the request's writes until it ends (an Idempotency-Key's transaction) may
  // still refuse them then: the localStorage parts are put back with them.
  db.storage.onRollback?.(undoLocal);
  try {
    writeLocalValues(store, local);
    if (blobs) {
      for (const key of await db.storage.keys(BLOB_PREFIX)) await db.storage.removeItem(key);
      for (const [name, blob] of blobs) await db.putBlob(name, blob);
    }
    const stored: Record<string, { id: number }[]> = { ...collections, admins };
    for (const name of demo.collections) await db.collection(name).replaceAll(stored[name]);
    await db.sessions.replaceAll(kept);
    await db.setSettings({ ...doc.settings, email: { ...doc.settings.email, smtpPassword } });
  } catch (error) {
    console.warn('The demo import failed part way; restoring the previous data.', error);
    try {
      await restoreStorage(db.storage, before.db);
      await undoLocal();
    } catch (restoreError) {
      console.warn('Restoring the previous demo data failed too.', restoreError);
      throw new DemoImportError(DEMO_MESSAGES.notRestored, 500);
    } finally {
      // Cached collections may hold what was written; the next read takes the restored data.
      db.invalidate();
    }
    throw isStorageFull(error) ? new DemoImportError(DEMO_MESSAGES.storageFull, 507) : new DemoImportError(DEMO_MESSAGES.writeFailed, 500);
  }

  return {
    counts: {
      ...Object.fromEntries(demo.collections.map((name) => [name, collections[name].length])),
      events: doc.local.events.length,
      categories: doc.local.categories.length,
      blobs: blobs?.length ?? 0,
    },
  };
}

// ---- reset and scenarios ----

/** Reseeds a data set; the signed-in admins whose accounts the seed also has stay signed in. */
export async function reseedKeepingSessions({ db, now, realNow }: RequestContext, dataSet: DataSet): Promise<void> {
  const [sessions, before] = [await db.sessions.all(), await db.admins.all()];
  await seedDb(db, dataSet, now());
  const kept = sessionsToKeep(realNow(), sessions, before, await db.admins.all());
  if (kept.length) await db.sessions.replaceAll(kept);
}

/** Back to the seed of the data set: db, localStorage events and categories, stored theme colours. */
export async function resetDemoData(context: RequestContext, dataSet: DataSet): Promise<void> {
  await reseedKeepingSessions(context, dataSet);
  context.local.removeItem(storageKeys.themeColors);
  ensureLocalData(context.local, context.now(), dataSet, true);
}

/** Keeps the scenario for the tab session; reseeds when its data set differs from the stored one. */
export async function switchScenario(context: RequestContext, scenario: Scenario): Promise<DemoScenarioResult> {
  const dataSet = dataSetOf(scenario);
  const reseeded = (await context.db.storage.getItem<string>(DATASET_KEY)) !== dataSet;
  if (reseeded) {
    await reseedKeepingSessions(context, dataSet);
    ensureLocalData(context.local, context.now(), dataSet, true);
  }
  return { scenario, dataSet, reseeded };
}
