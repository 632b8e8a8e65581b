import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSharedLock, createTabLock } from './lock';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createTabLock', () => {
  it('runs the tasks of one name one after another, and of different names side by side', async () => {
    const lock = createTabLock();
    const log: string[] = [];
    const task = (label: string) => async () => {
      log.push(`${label} start`);
      await tick();
      log.push(`${label} end`);
      return label;
    };
    const results = await Promise.all([lock('a', task('a1')), lock('a', task('a2')), lock('b', task('b1'))]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(log.indexOf('a2 start')).toBeGreaterThan(log.indexOf('a1 end'));
    expect(log.indexOf('b1 start')).toBeLessThan(log.indexOf('a1 end'));
  });

  it('a failed task rejects its caller only; the next task still runs', async () => {
    const lock = createTabLock();
    const failing = lock('a', async () => {
      throw new Error('disk full');
    });
    const next = lock('a', async () => 'ran');
    await expect(failing).rejects.toThrow('disk full');
    await expect(next).resolves.toBe('ran');
  });
});

describe('createSharedLock', () => {
  it('holds a Web Lock named after the database and the key while the task runs', async () => {
    const request = vi.fn(async (_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { locks: { request } });
    const lock = createSharedLock('charity-foundation');
    await expect(lock('c:contacts', async () => 42)).resolves.toBe(42);
    expect(request).toHaveBeenCalledWith('charity-foundation:c:contacts', expect.any(Function));
  });

  it('without the Web Locks API, still runs one task of a name at a time in this tab', async () => {
    vi.stubGlobal('navigator', {});
    const lock = createSharedLock('charity-foundation');
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
    };
    await Promise.all([lock('k', task), lock('k', task), lock('k', task)]);
    expect(most).toBe(1);
  });
});
