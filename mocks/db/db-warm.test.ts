// db.warm(): a page's start reads every collection into the cache, so its first list is no cold read.
import { describe, expect, it, vi } from 'vitest';
import { createDb } from './db';
import { createMemoryStorage } from './storage';

describe('db.warm', () => {
  it('reads each collection and the settings once; the lists that follow read nothing more', async () => {
    const storage = createMemoryStorage();
    const db = createDb(storage);
    await db.donations.replaceAll([{ id: 1 }, { id: 2 }] as never);
    await db.setSettings({ siteName: 'x' } as never);
    db.invalidate();
    const entries = vi.spyOn(storage, 'entries');
    const getItem = vi.spyOn(storage, 'getItem');
    db.warm();
    await vi.waitFor(() => expect(entries).toHaveBeenCalledTimes(db.collections.size));
    expect(entries).toHaveBeenCalledWith('r:donations:');
    const reads = entries.mock.calls.length + getItem.mock.calls.length;
    expect((await db.donations.all()).map((d) => d.id)).toEqual([1, 2]);
    expect(await db.getSettings()).toEqual({ siteName: 'x' });
    await db.services.all();
    expect(entries.mock.calls.length + getItem.mock.calls.length).toBe(reads);
  });

  it('a storage that fails the read leaves nothing unhandled and nothing cached', async () => {
    const storage = createMemoryStorage();
    const db = createDb(storage);
    const entries = vi.spyOn(storage, 'entries').mockRejectedValueOnce(new Error('refused'));
    db.warm();
    await vi.waitFor(() => expect(entries).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    entries.mockClear();
    expect(await db.banners.all()).toEqual([]);
    expect(entries).toHaveBeenCalledWith('r:banners:');
  });
});
