import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_KEY, now, nowIso, parsePin, pinValue, today } from './clock';

const WALL = Date.UTC(2025, 5, 10, 12, 0, 0);
const PINNED = Date.UTC(2031, 2, 1, 9, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(WALL);
});
afterEach(() => vi.useRealTimers());

describe('clock', () => {
  it('reads the wall clock when nothing is pinned', () => {
    expect(now()).toBe(WALL);
    expect(today()).toEqual(new Date(WALL));
    expect(nowIso()).toBe('2025-06-10T12:00:00.000Z');
  });

  it('reads the pinned instant, then runs on from it', () => {
    sessionStorage.setItem(CLOCK_KEY, pinValue(PINNED));
    expect(now()).toBe(PINNED);
    vi.setSystemTime(WALL + 90_000);
    expect(now()).toBe(PINNED + 90_000);
    expect(nowIso()).toBe('2031-03-01T09:01:30.000Z');
    expect(today().getUTCFullYear()).toBe(2031);
  });

  it('keeps running across a re-read of the stored pin (a reload)', () => {
    const stored = pinValue(PINNED);
    vi.setSystemTime(WALL + 5_000);
    sessionStorage.setItem(CLOCK_KEY, stored);
    expect(now()).toBe(PINNED + 5_000);
  });

  it('returns to the wall clock once the pin is removed', () => {
    sessionStorage.setItem(CLOCK_KEY, pinValue(PINNED));
    sessionStorage.removeItem(CLOCK_KEY);
    expect(now()).toBe(WALL);
  });

  it('ignores a stored value that is not a pin', () => {
    for (const bad of ['banana', '{"at":"2031-03-01"}', '{"at":1}', 'null', '42']) {
      sessionStorage.setItem(CLOCK_KEY, bad);
      expect(now(), bad).toBe(WALL);
    }
    expect(parsePin(null)).toBeNull();
  });

  it('reads the wall clock when sessionStorage cannot be read', () => {
    const getter = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      expect(now()).toBe(WALL);
    } finally {
      getter.mockRestore();
    }
  });
});
