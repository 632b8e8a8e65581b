// The shared read that Collection.all() and StoredValue.get() are built on: reads that overlap share
// one storage read; a read begun before a write or an invalidation answers its caller but neither
// fills the cache nor is shared with the reads after it.
import { describe, expect, it } from 'vitest';
import { SharedRead } from './shared-read';
import { createMemoryStorage } from './storage';
import { StoredValue } from './stored-value';

/** A read that resolves when told to, counting how often it was started. */
function manualRead() {
  const pending: ((value: string) => void)[] = [];
  const read = () => new Promise<string>((resolve) => pending.push(resolve));
  return { read, pending, answer: (i: number, value: string) => pending[i](value) };
}

describe('SharedRead', () => {
  it('shares one read between gets that overlap, then answers from the cache', async () => {
    const source = manualRead();
    const shared = new SharedRead(source.read);
    const [a, b] = [shared.get(), shared.get()];
    expect(source.pending).toHaveLength(1);
    source.answer(0, 'one');
    expect(await a).toBe('one');
    expect(await b).toBe('one');
    expect(await shared.get()).toBe('one');
    expect(source.pending).toHaveLength(1);
    expect(shared.peek()).toBe('one');
  });

  it('does not share a read begun before an invalidation, nor cache what it read', async () => {
    const source = manualRead();
    const shared = new SharedRead(source.read);
    const before = shared.get();
    shared.invalidate();
    const after = shared.get();
    expect(source.pending).toHaveLength(2);
    source.answer(1, 'new');
    source.answer(0, 'old');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(shared.peek()).toBe('new');
  });

  it('keeps what set() stores over a read that was under way', async () => {
    const source = manualRead();
    const shared = new SharedRead(source.read);
    const before = shared.get();
    shared.set('written');
    source.answer(0, 'stale');
    expect(await before).toBe('stale');
    expect(await shared.get()).toBe('written');
    expect(source.pending).toHaveLength(1);
  });
});

describe('StoredValue on SharedRead', () => {
  it('reads the storage once for gets that overlap and again after an invalidation', async () => {
    const storage = createMemoryStorage();
    let reads = 0;
    const counting = { ...storage, getItem: <T>(key: string) => ((reads += 1), storage.getItem<T>(key)) };
    await storage.setItem('settings', { n: 1 });
    const value = new StoredValue(
      counting,
      'settings',
      (stored) => stored as { n: number } | null,
      () => undefined,
    );
    const [a, b, c] = await Promise.all([value.get(), value.get(), value.get()]);
    expect(reads).toBe(1);
    expect([a, b, c]).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    await storage.setItem('settings', { n: 2 });
    value.invalidate();
    expect(await value.get()).toEqual({ n: 2 });
    expect(reads).toBe(2);
  });
});
