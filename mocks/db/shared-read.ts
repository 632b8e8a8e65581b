// A cached read of stored data that requests arriving together share (10,000 donations are read
// once, not per request). A generation moves on at every write and invalidation: a read begun
// before one answers its own caller, but neither fills the cache nor is shared with later callers,
// since it may have seen the old state.
export class SharedRead<T> {
  private cached: { value: T } | null = null;
  private generation = 0;
  /** The read under way, if any, and the generation it began in. */
  private reading: { generation: number; value: Promise<T> } | null = null;

  constructor(private readonly read: () => Promise<T>) {}

  /** The cached value, else the read under way in this generation, else a new read. */
  async get(): Promise<T> {
    if (this.cached) return this.cached.value;
    if (this.reading?.generation === this.generation) return this.reading.value;
    const generation = this.generation;
    const value = this.read();
    this.reading = { generation, value };
    try {
      const read = await value;
      if (generation === this.generation) this.cached = { value: read };
      return read;
    } finally {
      if (this.reading?.value === value) this.reading = null;
    }
  }

  /** The cached value, if there is one, without reading. */
  peek(): T | undefined {
    return this.cached?.value;
  }

  /** Forgets the cached value (a write, another tab's write, a reset). */
  invalidate(): void {
    this.cached = null;
    this.generation += 1;
  }

  /** Caches `value`, what a write just stored, in place of anything read before it. */
  set(value: T): void {
    this.invalidate();
    this.cached = { value };
  }
}
