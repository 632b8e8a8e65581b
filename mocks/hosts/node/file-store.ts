// The API server's data kept in a --data file: the db's key-value storage and the localStorage
// part, in memory as the handlers use them, and saved to the file after every change. A write of
// the handlers resolves once the file on disk holds it, so an answered request is never lost.
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createTabLock } from '../../db/lock';
import type { KeyValueStorage } from '../../db/storage';
import { removeStaleTempFiles, writeFileAtomic } from './atomic-write';
import { dataFileText, readDataFile, type StoredEntry } from './data-file';
import { createObservedWebStorage, webStorageEntries } from './web-storage';

export interface FileStore {
  storage: KeyValueStorage;
  localStorage: Storage;
  /** Resolves once the writes under way are done. */
  flush(): Promise<void>;
}

/**
 * Saves the file whenever asked, one write at a time. Asked while a write runs, it saves once more
 * when that one ends, with everything changed until then: any number of changes meanwhile make one
 * write, and each caller is answered by the first write that began after its change.
 */
function createSaver(save: () => Promise<void>) {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const run = save().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };
  return {
    save(): Promise<void> {
      if (queued) return queued;
      if (!running) return start();
      queued = running
        .catch(() => undefined)
        .then(() => {
          queued = null;
          return start();
        });
      return queued;
    },
    /** Resolves once no write runs or waits (whether they succeeded is their callers' to know). */
    async idle(): Promise<void> {
      while (queued ?? running) await (queued ?? running)!.catch(() => undefined);
    },
  };
}

/** A value as the file keeps it; JSON values go through JSON, so memory holds what a restart reads back. */
async function encode(value: unknown): Promise<StoredEntry> {
  if (value instanceof Blob) {
    return { blob: { type: value.type, base64: Buffer.from(await value.arrayBuffer()).toString('base64') } };
  }
  return { json: JSON.parse(JSON.stringify(value ?? null)) as unknown };
}

function decode(entry: StoredEntry): unknown {
  if ('blob' in entry) return new Blob([Buffer.from(entry.blob.base64, 'base64')], { type: entry.blob.type });
  return structuredClone(entry.json);
}

/** Opens the data file (DataFileError when it cannot be used; nothing is written then). */
export async function openFileStore(path: string): Promise<FileStore> {
  const content = await readDataFile(path);
  // A new file may name a new directory (--data runs/today.json).
  if (!content) await mkdir(dirname(path), { recursive: true });
  await removeStaleTempFiles(path);
  const entries = new Map(Object.entries(content?.entries ?? {}));
  const localStorage = createObservedWebStorage(content?.localStorage ?? {}, () => {
    // localStorage's setItem cannot wait for the disk: a failed save is reported here, the next one retries.
    save().catch((error: unknown) => console.error(`Could not save ${path}:`, error));
  });
  const { save, idle } = createSaver(() =>
    writeFileAtomic(path, dataFileText({ entries: Object.fromEntries(entries), localStorage: webStorageEntries(localStorage) })),
  );

  /**
   * Sets (or, given undefined, deletes) keys in memory and saves. A failed save (a full disk) puts
   * memory back as it was, so the write is not saved later with another one: the caller was told
   * it failed. A key that a later change has set meanwhile keeps that change.
   */
  async function change(next: ReadonlyMap<string, StoredEntry | undefined>): Promise<void> {
    const before = new Map([...next.keys()].map((key) => [key, entries.get(key)]));
    const put = (key: string, entry: StoredEntry | undefined) => (entry ? entries.set(key, entry) : entries.delete(key));
    next.forEach((entry, key) => put(key, entry));
    try {
      await save();
    } catch (error) {
      next.forEach((entry, key) => {
        if (entries.get(key) === entry) put(key, before.get(key));
      });
      throw error;
    }
  }

  const storage: KeyValueStorage = {
    driver: 'file',
    // One process owns the file: queueing its own tasks is enough.
    exclusive: createTabLock(),
    async getItem<T>(key: string) {
      const entry = entries.get(key);
      return entry ? (decode(entry) as T) : null;
    },
    async setItem<T>(key: string, value: T) {
      await change(new Map([[key, await encode(value)]]));
    },
    async removeItem(key: string) {
      if (entries.has(key)) await change(new Map([[key, undefined]]));
    },
    async keys() {
      return [...entries.keys()];
    },
    async clear() {
      await change(new Map([...entries.keys()].map((key) => [key, undefined])));
    },
  };
  return { storage, localStorage, flush: idle };
}
