// One value kept under one storage key. Reads are cached and shared (./shared-read.ts). Every change
// is a read-modify-write of the value as stored (never the cache) under the storage's lock, so tabs
// sharing the storage, each with its own cache, never write over each other's changes.
import { SharedRead } from './shared-read';
import type { KeyValueStorage } from './storage';

/** What a change makes of the current value: the value to store (none: nothing is written) and its answer. */
export interface Change<T, R> {
  next?: T;
  result: R;
}

export class StoredValue<T> {
  private readonly cache = new SharedRead(() => this.read());

  constructor(
    private readonly storage: KeyValueStorage,
    readonly key: string,
    /** The value of what is stored (null when nothing is); a value of the wrong shape gives the empty one. */
    private readonly parse: (stored: unknown) => T,
    private readonly onWrite: () => void,
  ) {}

  /** Forget the cached value (another tab wrote, or the db was reset). */
  invalidate(): void {
    this.cache.invalidate();
  }

  get(): Promise<T> {
    return this.cache.get();
  }

  /** Applies `change` to the value as stored now, under the lock, and stores what it gives. */
  change<R>(change: (current: T) => Change<T, R>): Promise<R> {
    return this.storage.exclusive(this.key, async () => {
      const { next, result } = change(await this.read());
      if (next !== undefined) await this.write(next);
      return result;
    });
  }

  /** Stores `value` whatever was stored before (seeding, importing, resetting). */
  set(value: T): Promise<void> {
    return this.storage.exclusive(this.key, () => this.write(value));
  }

  private async read(): Promise<T> {
    return this.parse(await this.storage.getItem<unknown>(this.key));
  }

  private async write(value: T): Promise<void> {
    this.invalidate(); // a failed write leaves no cache behind
    await this.storage.setItem(this.key, value);
    this.cache.set(value); // reads begun during the write may have seen the old value: they keep it to themselves
    this.onWrite();
  }
}
