import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_KEY, pinValue } from './clock';
import { keepTabScenario, MOCK_HEADERS, mockSwitchHeaders } from './mock-headers';
import { storageKeys } from './storage';

afterEach(() => vi.useRealTimers());

describe('mockSwitchHeaders', () => {
  it('sends nothing when no switch is on', () => {
    expect(mockSwitchHeaders()).toEqual({});
  });

  it("sends each switch on in the tab session, and the tab's clock as the instant it reads now", () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T12:00:00Z'), toFake: ['Date'] });
    sessionStorage.setItem(storageKeys.mockScenario, 'slow');
    sessionStorage.setItem(storageKeys.fault, 'POST:/api/donations:500');
    sessionStorage.setItem(storageKeys.latency, '200-800');
    sessionStorage.setItem(CLOCK_KEY, pinValue(Date.parse('2026-03-01T09:00:00Z')));
    vi.setSystemTime(Date.parse('2026-11-26T12:00:05Z'));
    expect(mockSwitchHeaders()).toEqual({
      [MOCK_HEADERS.scenario]: 'slow',
      [MOCK_HEADERS.fault]: 'POST:/api/donations:500',
      [MOCK_HEADERS.latency]: '200-800',
      [MOCK_HEADERS.draw]: '0',
      [MOCK_HEADERS.now]: '2026-03-01T09:00:05.000Z',
    });
  });

  it('sends nothing when the storage cannot be read', () => {
    expect(
      mockSwitchHeaders(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).toEqual({});
  });
});

describe('keepTabScenario', () => {
  it('keeps a scenario for the tab session, sent with the next request; default clears it', () => {
    keepTabScenario('api-down');
    expect(mockSwitchHeaders()).toEqual({ [MOCK_HEADERS.scenario]: 'api-down' });
    keepTabScenario('default');
    expect(sessionStorage.getItem(storageKeys.mockScenario)).toBeNull();
  });
});
