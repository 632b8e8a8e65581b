// A typed collection stored as one array under one key, cached in memory after the first read.
import type { KeyValueStorage } from './storage';

export interface WithId {
  id: number;
}

export class Collection<T extends WithId> {
  private cache: T[] | null = null;

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

  async insert(record: Omit<T, 'id'> & { id?: number }): Promise<T> {
    const records = await this.all();
    const id = record.id ?? records.reduce((max, r) => Math.max(max, r.id), 0) + 1;
    const created = { ...record, id } as T;
    await this.write([...records, created]);
    return created;
  }

  async update(id: number, patch: Partial<Omit<T, 'id'>>): Promise<T | undefined> {
    const records = await this.all();
    const index = records.findIndex((r) => r.id === id);
    if (index < 0) return undefined;
    const updated = { ...records[index], ...patch, id } as T;
    const next = records.slice();
    next[index] = updated;
    await this.write(next);
    return updated;
  }

  async remove(id: number): Promise<boolean> {
    const records = await this.all();
    const next = records.filter((r) => r.id !== id);
    if (next.length === records.length) return false;
    await this.write(next);
    return true;
  }

  async replaceAll(records: T[]): Promise<void> {
    await this.write(records.slice());
  }

  private async write(records: T[]): Promise<void> {
    await this.storage.setItem(this.key, records);
    this.cache = records;
    this.onWrite(this.name);
  }
}
