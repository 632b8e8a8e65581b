import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_KEY, now } from '@/lib/clock';
import type { ContactMessage } from '@/types/api/contact';
import { getDb } from '../testing/current-db';
import { call } from '../testing/handler-test-utils';
import { nowSwitch, parseInstant } from './now-switch';
import { activeSwitches, applySwitchParams } from './switches';

const WALL = Date.UTC(2025, 5, 10, 12, 0, 0);
const PINNED = '2031-03-01T09:00:00.000Z';

function visit(query: string): string[] {
  return applySwitchParams(new URLSearchParams(query));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(WALL);
});
afterEach(() => vi.useRealTimers());

describe('parseInstant', () => {
  it('reads ISO 8601 instants with a time and a zone', () => {
    expect(parseInstant('2031-03-01T09:00:00Z')).toBe(Date.parse(PINNED));
    expect(parseInstant('2031-03-01T09:00Z')).toBe(Date.parse(PINNED));
    expect(parseInstant('2031-03-01T09:00:00.250Z')).toBe(Date.parse(PINNED) + 250);
    expect(parseInstant('2031-03-01T10:00:00+01:00')).toBe(Date.parse(PINNED));
    expect(parseInstant('2031-03-01T04:00:00-0500')).toBe(Date.parse(PINNED));
    expect(parseInstant('2028-02-29T00:00:00Z')).toBe(Date.UTC(2028, 1, 29));
  });

  it('refuses anything else, impossible dates included', () => {
    for (const bad of [
      'banana',
      '',
      '2031-03-01',
      '2031-03-01T09:00:00',
      '1 March 2031 09:00 UTC',
      '2031-02-30T09:00:00Z',
      '2029-02-29T09:00:00Z',
      '2031-13-01T09:00:00Z',
      '2031-03-01T24:00:00Z',
      '2031-03-01T09:60:00Z',
      '2031-03-01T09:00:00+25:00',
      ' 2031-03-01T09:00:00Z',
    ]) {
      expect(parseInstant(bad), bad).toBeNull();
    }
  });
});

describe('?now=', () => {
  it('pins the clock for the tab session and shows the instant among the active switches', () => {
    expect(visit(`now=${PINNED}`)).toEqual(['now']);
    expect(now()).toBe(Date.parse(PINNED));
    vi.setSystemTime(WALL + 60_000);
    expect(now()).toBe(Date.parse(PINNED) + 60_000);
    expect(activeSwitches()).toEqual([{ name: 'now', value: PINNED, clearValue: 'off' }]);
  });

  it("reads a '+' offset that arrived as a space in the query string", () => {
    visit('now=2031-03-01T10:00:00+01:00');
    expect(now()).toBe(Date.parse(PINNED));
  });

  it('is cleared by off', () => {
    visit(`now=${PINNED}`);
    expect(visit('now=off')).toEqual(['now']);
    expect(sessionStorage.getItem(CLOCK_KEY)).toBeNull();
    expect(now()).toBe(WALL);
    expect(activeSwitches()).toEqual([]);
  });

  it('ignores a bad value with one console.warn naming it, and keeps the clock as it was', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(visit('now=banana')).toEqual(['now']);
      expect(now()).toBe(WALL);
      visit(`now=${PINNED}`);
      visit('now=2031-02-30T09:00:00Z');
      expect(now()).toBe(Date.parse(PINNED));
      expect(warn).toHaveBeenCalledTimes(2);
      expect(warn.mock.calls[0][0]).toContain('banana');
      expect(warn.mock.calls[1][0]).toContain('2031-02-30T09:00:00Z');
    } finally {
      warn.mockRestore();
    }
  });

  it('shows a stored value that is not a pin as it is', () => {
    expect(nowSwitch.display?.('garbage')).toBe('garbage');
  });
});

describe('the backend on a pinned clock', () => {
  const message = { name: 'Rashid Khan', email: 'rashid@example.com', message: 'How can I help?' };

  it('dates a new record and its notification e-mail at the pinned time', async () => {
    visit(`now=${PINNED}`);
    const { status, body } = await call<ContactMessage>('POST', '/api/contact-forms', { json: message });
    expect(status).toBe(201);
    expect(body.data?.created_at).toBe(PINNED);
    const outbox = await getDb().outbox.all();
    expect(outbox.map((entry) => entry.created_at)).toEqual([PINNED]);
  });
});
