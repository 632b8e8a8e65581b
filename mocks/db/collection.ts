// A typed collection, one storage key per record (`r:<name>:<id, zero-padded>`, so key order is id
// order) and a counter of the ids given (`n:<name>`). A list is one read by prefix, cached and
// shared (./shared-read.ts, ./record-cache.ts); a write touches the records it changes (and the counter when it adds one), under the collection's lock,
// reading what it changes as stored, so ids stay unique and no tab's write replaces another's.
import { RecordCache } from './record-cache';
import { SharedRead } from './shared-read';
import type { KeyValueStorage } from './storage';

export interface WithId {
  id: number;
}

type Patch<T> = Partial<Omit<T, 'id'>>;
type Writes = Map<string, { value: unknown } | null>;

/** Wide enough for any safe integer: the keys of ids 9 and 10 sort as the ids do. */
const ID_DIGITS = 16;

/** The key prefix of a collection's records (mocks/db/migrate-layout.ts writes them too). */
export const recordPrefix = (name: string): string => `r:${name}:`;
export const recordKey = (name: string, id: number): string => `${recordPrefix(name)}${String(id).padStart(ID_DIGITS, '0')}`;
export const counterKey = (name: string): string => `n:${name}`;

const isRecord = <T>(value: T): boolean => typeof value === 'object' && value !== null && Number.isSafeInteger((value as { id?: unknown }).id);

const maxId = (records: readonly WithId[]) => records.reduce((max, r) => Math.max(max, r.id), 0);

export class Collection<T extends WithId> {
  private readonly cache = new SharedRead(async () => new RecordCache(await this.read()));
  private readonly prefix: string;
  private readonly lockName: string;

  constructor(
    private readonly storage: KeyValueStorage,
    readonly name: string,
    private readonly onWrite: (collection: string) => void,
  ) {
    this.prefix = recordPrefix(name);
    this.lockName = `c:${name}`;
  }

  /** Forget the cached copy (another tab wrote, or the db was reset). */
  invalidate(): void {
    this.cache.invalidate();
  }

  async all(): Promise<T[]> {
    return (await this.cache.get()).all();
  }

  async get(id: number): Promise<T | undefined> {
    const cached = this.cache.peek();
    if (cached) return cached.get(recordKey(this.name, id));
    return (await this.storage.getItem<T>(recordKey(this.name, id))) ?? undefined;
  }

  async find(predicate: (record: T) => boolean): Promise<T | undefined> {
    return (await this.all()).find(predicate);
  }

  /**
   * Reads the list as stored (never the cached copy) and stores what `change` returns as `records`
   * (nothing when it returns none): the records it added or replaced, and the removal of those it
   * left out. Holds the collection's lock across tabs: for a check and a write that must not
   * interleave with another request's, in this tab or another. Reads the whole collection: for
   * the small ones (sessions, sign-in attempts).
   */
  transact<R>(change: (records: readonly T[]) => { records?: T[]; result: R }): Promise<R> {
    return this.locked(async () => {
      const stored = (await this.read()).map(([, record]) => record);
      const { records, result } = change(stored);
      if (!records) return { result };
      const before = new Map(stored.map((r) => [r.id, r]));
      const writes: Writes = new Map();
      for (const record of records) {
        if (before.get(record.id) !== record) writes.set(recordKey(this.name, record.id), { value: record });
        before.delete(record.id);
      }
      for (const id of before.keys()) writes.set(recordKey(this.name, id), null);
      const counter = (await this.storage.getItem<number>(counterKey(this.name))) ?? 0;
      if (maxId(records) > counter) writes.set(counterKey(this.name), { value: maxId(records) });
      return { result, saved: this.write(writes, this.cacheOf(records)) };
    });
  }

  /** Adds a record; without an id it gets the next of the collection's counter (ids are never given twice). */
  insert(record: Omit<T, 'id'> & { id?: number }): Promise<T> {
    return this.locked(async () => {
      const counter = await this.counter();
      const id = record.id ?? counter + 1;
      const created = { ...record, id } as T;
      const writes: Writes = new Map([[recordKey(this.name, id), { value: created }]]);
      if (id > counter) writes.set(counterKey(this.name), { value: id });
      const saved = this.write(writes, (cached) => cached.set(recordKey(this.name, id), created));
      return { result: created, saved };
    });
  }

  /** Changes a record; a function patch is given the record as stored (a toggle cannot lose a flip). */
  update(id: number, patch: Patch<T> | ((current: T) => Patch<T>)): Promise<T | undefined> {
    return this.locked(async () => {
      const current = await this.storage.getItem<T>(recordKey(this.name, id));
      if (!current) return { result: undefined };
      const updated = { ...current, ...(typeof patch === 'function' ? patch(current) : patch), id } as T;
      const key = recordKey(this.name, id);
      const saved = this.write(new Map([[key, { value: updated }]]), (cached) => cached.set(key, updated));
      return { result: updated, saved };
    });
  }

  remove(id: number): Promise<boolean> {
    return this.locked(async () => {
      if ((await this.storage.getItem<T>(recordKey(this.name, id))) === null) return { result: false };
      const key = recordKey(this.name, id);
      return { result: true, saved: this.write(new Map([[key, null]]), (cached) => cached.delete(key)) };
    });
  }

  /** Stores `records` in place of every stored one (seeding, importing), in one batch. */
  replaceAll(records: T[]): Promise<void> {
    return this.locked(async () => {
      const writes: Writes = new Map((await this.storage.keys(this.prefix)).map((key) => [key, null]));
      for (const record of records) writes.set(recordKey(this.name, record.id), { value: record });
      writes.set(counterKey(this.name), { value: maxId(records) });
      return { result: undefined, saved: this.write(writes, this.cacheOf(records)) };
    });
  }

  /** The stored records by key; a value that is no record (written behind the API) is left out of the list, and left as stored. */
  private async read(): Promise<[string, T][]> {
    return (await this.storage.entries<T>(this.prefix)).filter(([, record]) => isRecord(record));
  }

  /** The cache of a collection that holds `records` and nothing else. */
  private cacheOf(records: readonly T[]): RecordCache<T> {
    const sorted = records.slice().sort((a, b) => a.id - b.id);
    return new RecordCache(sorted.map((record) => [recordKey(this.name, record.id), record] as const));
  }

  /** The highest id given; a store without a counter (written by hand, in tests) has its highest stored id. */
  private async counter(): Promise<number> {
    const stored = await this.storage.getItem<number>(counterKey(this.name));
    if (typeof stored === 'number') return stored;
    const last = (await this.storage.keys(this.prefix)).at(-1);
    return last === undefined ? 0 : Number(last.slice(this.prefix.length));
  }

  /**
   * Runs `task` under the collection's lock, which is let go once the task has made its writes, not
   * once they are on disk: every storage orders a read after the writes made before it (memory and
   * the file store hold them at once, IndexedDB orders transactions by when they began), so the next
   * task already reads them. Writes waiting for the disk together are saved together (one flush of
   * the journal for many requests). Resolves once the writes are stored.
   */
  private async locked<R>(task: () => Promise<{ result: R; saved?: Promise<void> }>): Promise<R> {
    const { result, saved } = await this.storage.exclusive(this.lockName, task);
    await saved;
    return result;
  }

  /**
   * Stores `writes`; a cached copy is changed by `change` at once, so the cache stays warm (no
   * re-read of the whole list), and is dropped if the storage refuses them. A RecordCache in place
   * of `change` is the whole collection after the writes, cached or not.
   */
  private write(writes: Writes, change: RecordCache<T> | ((cached: RecordCache<T>) => void)): Promise<void> {
    const saved = this.storage.writeMany({ writes, cleared: false });
    const cached = this.cache.peek();
    this.invalidate(); // reads begun before this write may have seen the old state: they keep it to themselves
    if (change instanceof RecordCache) this.cache.set(change);
    else if (cached) {
      change(cached);
      this.cache.set(cached);
    }
    const stored = saved.then(
      () => this.onWrite(this.name),
      (error: unknown) => {
        this.invalidate(); // a failed write leaves no cache behind
        throw error;
      },
    );
    // Its caller awaits it once the lock is let go: a refusal meanwhile is not unhandled.
    stored.catch(() => undefined);
    return stored;
  }
}
