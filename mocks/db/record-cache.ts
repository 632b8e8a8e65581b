// The cached copy of a collection's records, by storage key (so it holds what the storage holds,
// in its order). A write changes one entry in place, at no cost growing with the collection; the
// list is made when a read asks for it, once per write, and the same list is handed to every read
// until the next write (readers may keep it: it is never changed after).
export class RecordCache<T> {
  private readonly byKey: Map<string, T>;
  private list: T[] | null;
  /** The highest key set: a key set below it, not yet held, puts the map out of key order. */
  private last = '';
  private inOrder = true;

  /** `entries` in key order, as the storage lists them. */
  constructor(entries: readonly (readonly [string, T])[]) {
    this.byKey = new Map(entries);
    this.list = null;
    this.last = entries.at(-1)?.[0] ?? '';
  }

  get(key: string): T | undefined {
    return this.byKey.get(key);
  }

  set(key: string, record: T): void {
    if (key < this.last && !this.byKey.has(key)) this.inOrder = false;
    if (key > this.last) this.last = key;
    this.byKey.set(key, record);
    this.list = null;
  }

  delete(key: string): void {
    this.byKey.delete(key);
    this.list = null;
  }

  /** The records in key order. */
  all(): T[] {
    if (!this.inOrder) {
      const sorted = [...this.byKey].sort(([a], [b]) => (a < b ? -1 : 1));
      this.byKey.clear();
      for (const [key, record] of sorted) this.byKey.set(key, record);
      this.inOrder = true;
    }
    this.list ??= [...this.byKey.values()];
    return this.list;
  }
}
