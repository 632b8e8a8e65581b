import { describe, expect, it } from 'vitest';
import { isStorageFull } from './storage-full';

const diskError = (code: string) => Object.assign(new Error(`${code}: write failed`), { code });

describe('isStorageFull', () => {
  it('recognises a browser quota: by name, and by the legacy codes of a DOMException', () => {
    expect(isStorageFull(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isStorageFull(new DOMException('full', 'NS_ERROR_DOM_QUOTA_REACHED'))).toBe(true);
    // Old engines named it otherwise but kept the code.
    for (const code of [22, 1014])
      expect(isStorageFull(Object.defineProperty(new DOMException('full', 'Error'), 'code', { value: code }))).toBe(true);
    expect(isStorageFull({ name: 'QuotaExceededError', message: 'plain object from another realm' })).toBe(true);
  });

  it('recognises a Node disk that is full or over its quota', () => {
    expect(isStorageFull(diskError('ENOSPC'))).toBe(true);
    expect(isStorageFull(diskError('EDQUOT'))).toBe(true);
  });

  it('recognises a full storage wrapped as the cause of another error', () => {
    const wrapped = new Error('localforage: setItem failed', { cause: new DOMException('full', 'QuotaExceededError') });
    expect(isStorageFull(wrapped)).toBe(true);
    expect(isStorageFull(new Error('outer', { cause: new Error('middle', { cause: diskError('ENOSPC') }) }))).toBe(true);
  });

  it('is false for every other failure, a cycle of causes included', () => {
    expect(isStorageFull(new Error('boom'))).toBe(false);
    expect(isStorageFull(new DOMException('gone', 'NotFoundError'))).toBe(false);
    expect(isStorageFull(diskError('EACCES'))).toBe(false);
    expect(isStorageFull(Object.assign(new Error('numbered'), { code: 22 }))).toBe(false);
    expect(isStorageFull(null)).toBe(false);
    expect(isStorageFull('QuotaExceededError')).toBe(false);
    const looped: Error & { cause?: unknown } = new Error('a');
    looped.cause = looped;
    expect(isStorageFull(looped)).toBe(false);
  });
});
