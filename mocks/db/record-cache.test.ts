// The cached copy of a collection: kept in key order whatever order the writes come in, and a list
// handed to a reader is never changed by a later write.
import { describe, expect, it } from 'vitest';
import { RecordCache } from './record-cache';

describe('RecordCache', () => {
  it('lists the records in key order, a key set below the highest included', () => {
    const cache = new RecordCache([
      ['k02', 'b'],
      ['k04', 'd'],
    ]);
    cache.set('k05', 'e');
    cache.set('k01', 'a');
    cache.set('k03', 'c');
    cache.set('k04', 'D');
    cache.delete('k02');
    expect(cache.all()).toEqual(['a', 'c', 'D', 'e']);
    expect(cache.get('k04')).toBe('D');
    expect(cache.get('k02')).toBeUndefined();
  });

  it('hands the same list to every read until a write, and never changes a list it handed out', () => {
    const cache = new RecordCache([['k1', 'a']]);
    const first = cache.all();
    expect(cache.all()).toBe(first);
    cache.set('k2', 'b');
    const second = cache.all();
    expect(first).toEqual(['a']);
    expect(second).toEqual(['a', 'b']);
    cache.delete('k1');
    expect(second).toEqual(['a', 'b']);
    expect(cache.all()).toEqual(['b']);
  });
});
