// Writes made inside `atomically` are stored together by one commit, or not at all.
import { describe, expect, it, vi } from 'vitest';
import { createAtomicStorage } from './atomic-storage';
import { createMemoryStorage, type Batch, type KeyValueStorage } from './storage';

/** An atomic storage over memory whose writeMany stores the batch (or fails when told to). */
function atomicOverMemory(fail = false) {
  const memory = createMemoryStorage();
  const commits: Batch[] = [];
  const inner: KeyValueStorage = {
    ...memory,
    writeMany: async (batch) => {
      if (fail) throw new DOMException('full', 'QuotaExceededError');
      commits.push(batch);
      await memory.writeMany(batch);
    },
  };
  return { inner: memory, storage: createAtomicStorage(inner), commits };
}

describe('createAtomicStorage', () => {
  it('holds writes back until the work ends, lets the work read them, then commits them at once', async () => {
    const { inner, storage, commits } = atomicOverMemory();
    await inner.setItem('kept', 1);
    await inner.setItem('gone', 2);
    const result = await storage.atomically!(async () => {
      await storage.setItem('new', 3);
      await storage.removeItem('gone');
      expect(await storage.getItem('new')).toBe(3);
      expect(await storage.getItem('gone')).toBeNull();
      expect((await storage.keys()).sort()).toEqual(['kept', 'new']);
      expect(await inner.getItem('new')).toBeNull();
      return 'done';
    });
    expect(result).toBe('done');
    expect(commits).toHaveLength(1);
    expect(await inner.getItem('new')).toBe(3);
    expect(await inner.getItem('gone')).toBeNull();
  });

  it('stores nothing when the work throws or the commit is refused, and announces nothing then', async () => {
    for (const failAt of ['work', 'commit'] as const) {
      const { inner, storage } = atomicOverMemory(failAt === 'commit');
      const announce = vi.fn();
      const run = storage.atomically!(async () => {
        await storage.setItem('a', 1);
        storage.afterCommit!(announce);
        if (failAt === 'work') throw new Error('route failed');
      });
      await expect(run).rejects.toThrow();
      expect(await inner.getItem('a')).toBeNull();
      expect(announce).not.toHaveBeenCalled();
    }
  });

  it('undoes what the work wrote elsewhere when its writes are dropped (the work throws, or the commit is refused), and only then', async () => {
    for (const failAt of ['work', 'commit', null] as const) {
      const { storage } = atomicOverMemory(failAt === 'commit');
      const outside = new Map([['events', 'before']]);
      const run = storage.atomically!(async () => {
        outside.set('events', 'imported');
        storage.onRollback!(async () => void outside.set('events', 'before'));
        await storage.setItem('a', 1);
        if (failAt === 'work') throw new Error('route failed');
      });
      if (failAt) await expect(run).rejects.toThrow();
      else await run;
      expect(outside.get('events'), String(failAt)).toBe(failAt ? 'before' : 'imported');
    }
  });

  it('announces after the commit, and at once outside a batch', async () => {
    const { inner, storage } = atomicOverMemory();
    const seen: unknown[] = [];
    await storage.atomically!(async () => {
      await storage.setItem('a', 1);
      storage.afterCommit!(() => void inner.getItem('a').then((value) => seen.push(value)));
    });
    await vi.waitFor(() => expect(seen).toEqual([1]));
    const now = vi.fn();
    storage.afterCommit!(now);
    expect(now).toHaveBeenCalledTimes(1);
  });

  it('a clear inside a batch hides what was stored and replaces it at the commit', async () => {
    const { inner, storage } = atomicOverMemory();
    await inner.setItem('old', 1);
    await storage.atomically!(async () => {
      await storage.clear();
      expect(await storage.getItem('old')).toBeNull();
      await storage.setItem('seed', 2);
      expect(await storage.keys()).toEqual(['seed']);
    });
    expect(await inner.keys()).toEqual(['seed']);
  });
});
