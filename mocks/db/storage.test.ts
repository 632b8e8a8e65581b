import { describe, expect, it } from 'vitest';
import { createIndexedDbStorage, createMemoryStorage } from './storage';

describe('createIndexedDbStorage without IndexedDB', () => {
  it('answers null (the app then runs on memory storage)', async () => {
    expect(typeof indexedDB).toBe('undefined');
    expect(await createIndexedDbStorage('charity-unavailable')).toBeNull();
  });
});

describe('createMemoryStorage', () => {
  it('stores copies: changing a value read or written does not change the store', async () => {
    const store = createMemoryStorage();
    const value = { list: [1, 2] };
    await store.setItem('k', value);
    value.list.push(3);
    const read = await store.getItem<{ list: number[] }>('k');
    expect(read).toEqual({ list: [1, 2] });
    read!.list.push(4);
    expect(await store.getItem('k')).toEqual({ list: [1, 2] });
  });

  it('keeps Blobs as they are, and lists, removes and clears keys', async () => {
    const store = createMemoryStorage();
    const blob = new Blob(['x'], { type: 'image/png' });
    await store.setItem('blob:1.png', blob);
    expect(await store.getItem('blob:1.png')).toBe(blob);
    await store.setItem('a', 1);
    expect((await store.keys()).sort()).toEqual(['a', 'blob:1.png']);
    await store.removeItem('a');
    expect(await store.keys()).toEqual(['blob:1.png']);
    await store.clear();
    expect(await store.keys()).toEqual([]);
    expect(store.driver).toBe('memory');
  });
});
