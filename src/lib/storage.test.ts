import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryWebStorage, guardWebStorage, readJson, storageKeys, writeJson } from './storage';

/** A Storage whose every method throws, as a browser refusing access (or a full quota) does. */
function refusingStorage(): Storage {
  const refuse = () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  };
  return { length: 0, key: refuse, getItem: refuse, setItem: refuse, removeItem: refuse, clear: refuse };
}

/** A window whose localStorage and sessionStorage getters throw, as Chromium's with site data blocked. */
function blockedWindow(): Window {
  const target = {} as Window;
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(target, name, {
      configurable: true,
      get() {
        throw new DOMException(`Failed to read the '${name}' property from 'Window': Access is denied for this document.`, 'SecurityError');
      },
    });
  }
  return target;
}

const realLocalStorage = Object.getOwnPropertyDescriptor(window, 'localStorage');

afterEach(() => {
  Object.defineProperty(window, 'localStorage', realLocalStorage!);
  vi.restoreAllMocks();
});

describe('readJson', () => {
  it('gives the fallback, quietly, when the store refuses to be read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readJson('events', ['fallback'], refusingStorage())).toEqual(['fallback']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives the fallback when reading the localStorage global itself throws', () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    expect(readJson(storageKeys.themeColors, null)).toBeNull();
  });

  it('gives the fallback, with a warning, for corrupt JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('events', '{"broken": [');
    expect(readJson('events', [])).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Ignoring corrupt JSON in storage key "events"');
  });
});

describe('writeJson', () => {
  it('throws when the store refuses the write, so the caller can say the data was not saved', () => {
    expect(() => writeJson('events', [], refusingStorage())).toThrow('Access is denied');
  });
});

describe('createMemoryWebStorage', () => {
  it('behaves as a Storage: strings in, strings out, keys, length, remove and clear', () => {
    const store = createMemoryWebStorage();
    store.setItem('a', '1');
    store.setItem('b', JSON.stringify({ x: 2 }));
    expect(store.getItem('a')).toBe('1');
    expect(store.getItem('missing')).toBeNull();
    expect(store.length).toBe(2);
    expect([store.key(0), store.key(1), store.key(2)]).toEqual(['a', 'b', null]);
    writeJson('c', [3], store);
    expect(readJson('c', null, store)).toEqual([3]);
    store.removeItem('a');
    expect(store.getItem('a')).toBeNull();
    store.clear();
    expect(store.length).toBe(0);
  });
});

describe('guardWebStorage', () => {
  it('replaces blocked localStorage and sessionStorage with memory ones that work', () => {
    const target = blockedWindow();
    expect(guardWebStorage(target)).toEqual(['localStorage', 'sessionStorage']);
    // What the app, msw's cookie store and the admin session then do, without a throw.
    target.localStorage.setItem(storageKeys.adminToken, 'token');
    expect(target.localStorage.getItem(storageKeys.adminToken)).toBe('token');
    target.sessionStorage.setItem(storageKeys.donationPopupSeen, 'true');
    expect(target.sessionStorage.getItem(storageKeys.donationPopupSeen)).toBe('true');
    expect(target.localStorage).not.toBe(target.sessionStorage);
    // Guarding again changes nothing: the memory stores work.
    expect(guardWebStorage(target)).toEqual([]);
    expect(target.localStorage.getItem(storageKeys.adminToken)).toBe('token');
  });

  it('replaces only the storage that is blocked', () => {
    const target = blockedWindow();
    const session = createMemoryWebStorage();
    Object.defineProperty(target, 'sessionStorage', { configurable: true, value: session });
    expect(guardWebStorage(target)).toEqual(['localStorage']);
    expect(target.sessionStorage).toBe(session);
  });

  it('leaves working storage alone, and what it holds', () => {
    localStorage.setItem(storageKeys.events, '[]');
    const before = window.localStorage;
    expect(guardWebStorage(window)).toEqual([]);
    expect(window.localStorage).toBe(before);
    expect(localStorage.getItem(storageKeys.events)).toBe('[]');
  });

  it('makes the global helpers work on memory once the real localStorage is blocked', () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    expect(guardWebStorage(window)).toEqual(['localStorage']);
    writeJson(storageKeys.themeColors, { primaryColor: '#123456' });
    expect(readJson(storageKeys.themeColors, null)).toEqual({ primaryColor: '#123456' });
  });
});
