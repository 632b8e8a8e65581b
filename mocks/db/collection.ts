// A typed collection stored as one array under one key, cached in memory after the first read.
import type { KeyValueStorage } from './storage';

export interface WithId {
  id: number;
}

export class Collection<T extends WithId> {
  private cache: T[] | null = null;
  /** Writes run one after another: each reads the list the previous one wrote. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly storage: KeyValueStorage,
    readonly name: string,
    private readonly onWrite: (collection: string) => void,
  ) {}

  private get key(): string {
    return `c:${this.name}`;
  }

  /** Forget the cached copy (another tab wrote, or the db was reset). */
  invalidate(): void {
    this.cache = null;
  }

  async all(): Promise<T[]> {
    if (!this.cache) {
      const stored = await this.storage.getItem<T[]>(this.key);
      this.cache = Array.isArray(stored) ? stored : [];
    }
    return this.cache;
  }

  async get(id: number): Promise<T | undefined> {
    return (await this.all()).find((record) => record.id === id);
  }

  async find(predicate: (record: T) => boolean): Promise<T | undefined> {
    return (await this.all()).find(predicate);
  }

  /** Runs a read-modify-write after every earlier one, so concurrent requests never lose a write. */
  private exclusive<R>(task: () => Promise<R>): Promise<R> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  insert(record: Omit<T, 'id'> & { id?: number }): Promise<T> {
    return this.exclusive(async () => {
      const records = await this.all();
      const id = record.id ?? records.reduce((max, r) => Math.max(max, r.id), 0) + 1;
      const created = { ...record, id } as T;
      await this.write([...records, created]);
      return created;
    });
  }

  update(id: number, patch: Partial<Omit<T, 'id'>>): Promise<T | undefined> {
    return this.exclusive(async () => {
      const records = await this.all();
      const index = records.findIndex((r) => r.id === id);
      if (index < 0) return undefined;
      const updated = { ...records[index], ...patch, id } as T;
      const next = records.slice();
      next[index] = updated;
      await this.write(next);
      return updated;
    });
  }

  remove(id: number): Promise<boolean> {
    return this.exclusive(async () => {
      const records = await this.all();
      const next = records.filter((r) => r.id !== id);
      if (next.length === records.length) return false;
      await this.write(next);
      return true;
    });
  }

  /**
   * Reads the list and writes back what `change` returns as `records` (nothing when it returns
   * none), with no other write in between: for a check and a write that must not interleave with
   * another request's.
   */
  transact<R>(change: (records: readonly T[]) => { records?: T[]; result: R }): Promise<R> {
    return this.exclusive(async () => {
      const { records, result } = change(await this.all());
      if (records) await this.write(records);
      return result;
    });
  }

  replaceAll(records: T[]): Promise<void> {
    return this.exclusive(() => this.write(records.slice()));
  }

  private async write(records: T[]): Promise<void> {
    await this.storage.setItem(this.key, records);
    this.cache = records;
    this.onWrite(this.name);
  }
}
