// The API server's data kept in a --data file: the db's key-value storage and the localStorage
// part, in memory as the handlers use them. Each change is appended to the journal as one line and
// flushed to the disk before its write resolves, so an answered request is never lost; changes
// made while an append runs go together in the next one. When the journal outgrows the snapshot,
// the next changes are saved by writing a new snapshot of everything instead (a compaction), and
// the journal starts again empty. A write's cost is that of its own change, plus the compaction's
// share, which is proportional to the change too.
import { chmod, mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createTabLock } from '../lock';
import type { Batch, KeyValueStorage } from '../storage';
import { FILE_MODE, removeStaleTempFiles, writeFileAtomic } from './atomic-write';
import { dataFileText, readDataFile, type StoredEntry } from './data-file';
import { appendToJournal, changeLine, journalPathOf, readJournal, startJournal, type JournalChange } from './journal';
import { createObservedWebStorage, webStorageEntries } from './observed-web-storage';

export interface FileStore {
  storage: KeyValueStorage;
  localStorage: Storage;
  /** Resolves once the writes under way are done. */
  flush(): Promise<void>;
}

/** A journal this small is never compacted, however small the snapshot (a new, empty store). */
const MIN_COMPACTED_JOURNAL = 256 * 1024;

/** A value as the file keeps it; JSON values go through JSON, so memory holds what a restart reads back. */
function encode(value: unknown): StoredEntry {
  return { json: JSON.parse(JSON.stringify(value ?? null)) as unknown };
}

/** An image's bytes as base64 with its type; any other value as encode() keeps it. */
async function encodeBlob(value: unknown): Promise<StoredEntry> {
  if (!(value instanceof Blob)) return encode(value);
  return { blob: { type: value.type, base64: Buffer.from(await value.arrayBuffer()).toString('base64') } };
}

function decode(entry: StoredEntry): unknown {
  if ('blob' in entry) return new Blob([Buffer.from(entry.blob.base64, 'base64')], { type: entry.blob.type });
  return structuredClone(entry.json);
}

/** What the data file and its journal hold: the snapshot with every change of its journal applied. */
export async function readFileStore(path: string) {
  const snapshot = await readDataFile(path);
  if (!snapshot) return null;
  const entries = new Map(Object.entries(snapshot.entries));
  let localStorage = snapshot.localStorage;
  const journal = await readJournal(path, snapshot.journal);
  for (const change of journal?.changes ?? []) {
    if (change.c) entries.clear();
    for (const [key, entry] of Object.entries(change.w ?? {})) {
      if (entry) entries.set(key, entry);
      else entries.delete(key);
    }
    if (change.l) localStorage = change.l;
  }
  /** The journal's size; null when it has none yet (the first save writes a snapshot and a journal). */
  const journalBytes = journal?.bytes ?? null;
  return { journal: snapshot.journal, entries, localStorage, journalBytes };
}

interface Pending {
  line: string;
  /** Puts memory back as it was before this change (its save failed). */
  undo(): void;
  resolve(): void;
  reject(error: unknown): void;
}

/** Opens the data file (DataFileError when it cannot be used; nothing is written then). */
export async function openFileStore(path: string): Promise<FileStore> {
  const content = await readFileStore(path);
  // A new file may name a new directory (--data runs/today.json).
  if (!content) await mkdir(dirname(path), { recursive: true });
  await removeStaleTempFiles(path);
  await removeStaleTempFiles(journalPathOf(path));
  const entries = content?.entries ?? new Map<string, StoredEntry>();
  let journalId = content?.journal ?? 0;
  let snapshotBytes = content ? (await stat(path)).size : 0;
  let journalBytes = content?.journalBytes ?? Infinity;

  let pending: Pending[] = [];
  let draining: Promise<void> | null = null;

  /** Writes a new snapshot of everything in memory and an empty journal after it. */
  async function compact(): Promise<void> {
    const text = dataFileText({ journal: journalId + 1, entries: Object.fromEntries(entries), localStorage: webStorageEntries(localStorage) });
    await writeFileAtomic(path, text);
    journalId += 1;
    snapshotBytes = Buffer.byteLength(text);
    journalBytes = Infinity;
    // The snapshot holds every change: a failure from here on costs only the journal, made anew at the next save.
    journalBytes = await startJournal(path, journalId).catch(() => Infinity);
  }

  /** Saves the pending changes, a batch at a time, each batch as one append or one compaction. */
  function drain(): Promise<void> {
    draining ??= (async () => {
      while (pending.length) {
        const batch = pending;
        pending = [];
        const text = batch.map((change) => change.line).join('');
        try {
          const bytes = Buffer.byteLength(text);
          // Synchronously from here to the snapshot's text: it holds exactly the changes of this batch and those before.
          if (journalBytes + bytes > Math.max(snapshotBytes, MIN_COMPACTED_JOURNAL)) await compact();
          else {
            await appendToJournal(path, text);
            journalBytes += bytes;
          }
          batch.forEach((change) => change.resolve());
        } catch (error) {
          batch.reverse().forEach((change) => change.undo());
          batch.forEach((change) => change.reject(error));
        }
      }
      draining = null;
    })();
    return draining;
  }

  /** Applies `change` to memory now and saves it; resolves once the disk holds it. */
  function save(change: JournalChange, apply: () => void, undo: () => void): Promise<void> {
    apply();
    const saved = new Promise<void>((resolve, reject) => pending.push({ line: changeLine(change), undo, resolve, reject }));
    void drain();
    return saved;
  }

  const localStorage = createObservedWebStorage(content?.localStorage ?? {}, () => {
    // localStorage's setItem cannot wait for the disk: a failed save is reported here, and the next
    // save writes a snapshot, which holds the localStorage part whole.
    save(
      { l: webStorageEntries(localStorage) },
      () => undefined,
      () => (journalBytes = Infinity),
    ).catch((error: unknown) => console.error(`Could not save ${path}:`, error));
  });

  /**
   * Stores a batch: memory first, then the journal. A failed save (a full disk) puts memory back as
   * it was, so the write is not saved later with another one: the caller was told it failed. A key
   * that a later change has set meanwhile keeps that change.
   */
  function writeMany(batch: Batch): Promise<void> {
    // Held in memory at once (before this returns), so a read right after sees the batch; only an
    // image's bytes must be read first.
    const hasBlob = [...batch.writes.values()].some((write) => write?.value instanceof Blob);
    if (!hasBlob) return hold(batch, new Map([...batch.writes].map(([key, write]) => [key, write ? encode(write.value) : null])));
    return Promise.all([...batch.writes].map(async ([key, write]) => [key, write ? await encodeBlob(write.value) : null] as const)).then((encoded) =>
      hold(batch, new Map(encoded)),
    );
  }

  function hold({ cleared }: Batch, next: ReadonlyMap<string, StoredEntry | null>): Promise<void> {
    const before = new Map(cleared ? entries : [...next.keys()].map((key) => [key, entries.get(key)]));
    const put = (key: string, entry: StoredEntry | null | undefined) => (entry ? entries.set(key, entry) : entries.delete(key));
    const change: JournalChange = { w: Object.fromEntries(next), ...(cleared ? { c: true as const } : {}) };
    return save(
      change,
      () => {
        if (cleared) entries.clear();
        next.forEach((entry, key) => put(key, entry));
      },
      () => {
        for (const [key, entry] of before) if (entries.get(key) === (next.get(key) ?? undefined)) put(key, entry);
      },
    );
  }

  const storage: KeyValueStorage = {
    driver: 'file',
    // One process owns the file: queueing its own tasks is enough.
    exclusive: createTabLock(),
    async getItem<T>(key: string) {
      const entry = entries.get(key);
      return entry ? (decode(entry) as T) : null;
    },
    setItem: (key, value) => writeMany({ writes: new Map([[key, { value }]]), cleared: false }),
    async removeItem(key) {
      if (entries.has(key)) await writeMany({ writes: new Map([[key, null]]), cleared: false });
    },
    async keys(prefix = '') {
      return [...entries.keys()].filter((key) => key.startsWith(prefix)).sort();
    },
    async entries<T>(prefix: string) {
      return (await storage.keys(prefix)).map((key): [string, T] => [key, decode(entries.get(key)!) as T]);
    },
    writeMany,
    async clear() {
      await writeMany({ writes: new Map(), cleared: true });
    },
  };
  // A file written by an earlier build may be readable by others: it holds password hashes and tokens.
  if (content) await chmod(path, FILE_MODE).catch(() => undefined);
  return {
    storage,
    localStorage,
    async flush() {
      while (draining) await draining;
    },
  };
}
