// A typed collection stored as one array under one key (a StoredValue): reads are cached, and every
// write re-reads the stored array under the storage's lock, so ids stay unique and no tab's write
// replaces another's.
import { StoredValue } from './stored-value';
import type { KeyValueStorage } from './storage';

export interface WithId {
  id: number;
}

type Patch<T> = Partial<Omit<T, 'id'>>;

export class Collection<T extends WithId> {
  private readonly records: StoredValue<T[]>;

  constructor(
    storage: KeyValueStorage,
    readonly name: string,
    onWrite: (collection: string) => void,
  ) {
    const parse = (stored: unknown) => (Array.isArray(stored) ? (stored as T[]) : []);
    this.records = new StoredValue(storage, `c:${name}`, parse, () => onWrite(name));
  }

  /** Forget the cached copy (another tab wrote, or the db was reset). */
  invalidate(): void {
    this.records.invalidate();
  }

  all(): Promise<T[]> {
    return this.records.get();
  }

  async get(id: number): Promise<T | undefined> {
    return (await this.all()).find((record) => record.id === id);
  }

  async find(predicate: (record: T) => boolean): Promise<T | undefined> {
    return (await this.all()).find(predicate);
  }

  /**
   * Reads the list as stored (never the cached copy) and writes back what `change` returns as
   * `records` (nothing when it returns none), holding the storage's lock across tabs: for a check
   * and a write that must not interleave with another request's, in this tab or another.
   */
  transact<R>(change: (records: readonly T[]) => { records?: T[]; result: R }): Promise<R> {
    return this.records.change((stored) => {
      const { records, result } = change(stored);
      return { next: records, result };
    });
  }

  /** Adds a record; without an id it gets one above every stored id. */
  insert(record: Omit<T, 'id'> & { id?: number }): Promise<T> {
    return this.transact((records) => {
      const id = record.id ?? records.reduce((max, r) => Math.max(max, r.id), 0) + 1;
      const created = { ...record, id } as T;
      return { records: [...records, created], result: created };
    });
  }

  /** Changes a record; a function patch is given the record as stored (a toggle cannot lose a flip). */
  update(id: number, patch: Patch<T> | ((current: T) => Patch<T>)): Promise<T | undefined> {
    return this.transact((records) => {
      const index = records.findIndex((r) => r.id === id);
      if (index < 0) return { result: undefined };
      const current = records[index];
      const updated = { ...current, ...(typeof patch === 'function' ? patch(current) : patch), id } as T;
      const next = records.slice();
      next[index] = updated;
      return { records: next, result: updated };
    });
  }

  remove(id: number): Promise<boolean> {
    return this.transact((records) => {
      const next = records.filter((r) => r.id !== id);
      return next.length === records.length ? { result: false } : { records: next, result: true };
    });
  }

  replaceAll(records: T[]): Promise<void> {
    return this.records.set(records.slice());
  }
}
