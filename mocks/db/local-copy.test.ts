import { describe, expect, it } from 'vitest';
import { createLocalCopy } from './local-copy';
import { createMemoryStorage } from './storage';

const KEYS = ['events', 'categories'] as const;

function setup() {
  const store = createMemoryStorage();
  return { store, copy: createLocalCopy(() => store, KEYS) };
}

describe('the backend’s copy of the browser-side data', () => {
  it('keeps written values under local: keys and reads them back as a Storage', async () => {
    const { store, copy } = setup();
    await copy.write({ events: '[1]', categories: null });
    expect(await store.getItem('local:events')).toBe('[1]');
    expect(await store.getItem('local:categories')).toBeNull();
    const { storage, before } = await copy.read();
    expect(storage.getItem('events')).toBe('[1]');
    expect(storage.getItem('categories')).toBeNull();
    expect(before).toEqual({ events: '[1]', categories: null });
  });

  it('saves a request’s changes and says so; an unchanged copy is not written', async () => {
    const { store, copy } = setup();
    await copy.write({ events: '[1]' });
    const { storage, before } = await copy.read();
    expect(await copy.save(storage, before)).toBe(false);
    storage.setItem('categories', '["a"]');
    storage.removeItem('events');
    expect(await copy.save(storage, before)).toBe(true);
    expect(await store.getItem('local:categories')).toBe('["a"]');
    expect(await store.getItem('local:events')).toBeNull();
    expect(await copy.values()).toEqual({ events: null, categories: '["a"]' });
  });

  it('after a reseed cleared the store, writes every key back though none changed', async () => {
    const { store, copy } = setup();
    await copy.write({ events: '[1]', categories: '[]' });
    const { storage, before } = await copy.read();
    await store.clear();
    expect(await copy.save(storage, before, true)).toBe(false);
    expect(await store.getItem('local:events')).toBe('[1]');
    expect(await store.getItem('local:categories')).toBe('[]');
  });

  it('reads the store once per life, and again after forget()', async () => {
    const { store, copy } = setup();
    await copy.write({ events: '[1]' });
    expect((await copy.values()).events).toBe('[1]');
    await store.setItem('local:events', '[2]');
    expect((await copy.values()).events).toBe('[1]');
    copy.forget();
    expect((await copy.values()).events).toBe('[2]');
  });
});
