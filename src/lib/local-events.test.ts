// The one module behind localStorage `events` and `categories`: seeding key by key, the category
// counts of a generated data set, and the one way other tabs' changes are heard.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category, EventPost } from '@/types/api/events';
import { countCategories, onOtherTabChange, seedEvents, seedLocalEvents } from './local-events';
import { storageKeys } from './storage';
import { now } from '@/lib/clock';

const stored = <T>(key: string): T => JSON.parse(localStorage.getItem(key) ?? 'null') as T;
const post = (id: number, category: string): EventPost => ({ ...seedEvents(now())[0], id, category });
const water: Category[] = [{ id: 'water', name: 'Water', slug: 'water', count: 9 }];
const seed = { events: () => [post(1, 'Water')], categories: countCategories };

afterEach(() => vi.restoreAllMocks());

describe('seedLocalEvents', () => {
  it('seeds each key that is absent, and keeps the other', () => {
    localStorage.removeItem(storageKeys.events);
    localStorage.setItem(storageKeys.categories, JSON.stringify(water));
    expect(seedLocalEvents(seed)).toEqual([post(1, 'Water')]);
    expect(stored(storageKeys.categories)).toEqual(water);

    localStorage.setItem(storageKeys.events, JSON.stringify([post(2, 'Health')]));
    localStorage.removeItem(storageKeys.categories);
    expect(seedLocalEvents(seed).map((event) => event.id)).toEqual([2]);
    expect(stored(storageKeys.categories)).toEqual([{ id: 'health', name: 'Health', slug: 'health', count: 1 }]);
  });

  it.each([
    ['corrupt JSON', '{not json'],
    ['not a list', '{"not": "a list"}'],
    ['a list with nothing to show', '[{"nope":true}]'],
  ])('never writes over %s', (_, raw) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(storageKeys.events, raw);
    localStorage.setItem(storageKeys.categories, raw);
    expect(seedLocalEvents(seed)).toEqual([]);
    expect(localStorage.getItem(storageKeys.events)).toBe(raw);
    expect(localStorage.getItem(storageKeys.categories)).toBe(raw);
  });

  it('replaces both keys when forced', () => {
    localStorage.setItem(storageKeys.events, JSON.stringify([post(2, 'Health')]));
    localStorage.setItem(storageKeys.categories, JSON.stringify(water));
    seedLocalEvents(seed, true);
    expect(stored<EventPost[]>(storageKeys.events).map((event) => event.id)).toEqual([1]);
    expect(stored(storageKeys.categories)).toEqual([{ id: 'water', name: 'Water', slug: 'water', count: 1 }]);
  });
});

describe('countCategories', () => {
  it('counts each category once, in the order first seen, whatever the case', () => {
    const events = [post(1, 'Charity'), post(2, 'Clean Water'), post(3, 'charity')];
    expect(countCategories(events)).toEqual([
      { id: 'charity', name: 'Charity', slug: 'charity', count: 2 },
      { id: 'clean water', name: 'Clean Water', slug: 'clean-water', count: 1 },
    ]);
  });
});

describe('onOtherTabChange', () => {
  it('hears storage events for events, categories and a cleared storage, and stops when unsubscribed', () => {
    const listener = vi.fn();
    const stop = onOtherTabChange(listener);
    for (const key of [storageKeys.events, storageKeys.categories, null, storageKeys.themeColors]) {
      window.dispatchEvent(new StorageEvent('storage', { key }));
    }
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.events }));
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
