// ?latency=: parsing, the delays through the real dispatcher (seeded, repeatable), and how they
// add to the slow scenario.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { call, useScenario } from '../testing/handler-test-utils';
import { SLOW_DELAY_MS } from './scenario';
import { scenarioClock } from '../core/scenario-clock';
import { latencyDraws } from './latency-delay';
import { parseLatency, parseLatencyRules } from './latency-switch';
import { applySwitch, expectIgnoredWithWarning, expectStoredThenCleared } from '../testing/switch-test-utils';
import { applySwitchParams } from './switches';

afterEach(() => {
  vi.restoreAllMocks();
});

const applyLatency = (value: string) => applySwitch('latency', value);

/** Records the waits instead of waiting. */
const recordWaits = () => vi.spyOn(scenarioClock, 'wait').mockResolvedValue(undefined);

describe('parsing ?latency=', () => {
  it('reads MS and MIN-MAX up to 60000', () => {
    expect(parseLatency('250')).toEqual({ min: 250, max: 250 });
    expect(parseLatency('100-500')).toEqual({ min: 100, max: 500 });
    expect(parseLatency('0-60000')).toEqual({ min: 0, max: 60_000 });
  });

  it.each(['', 'fast', '-5', '1.5', '500-100', '60001', '100-60001', '100-', '1e3', ' 250'])('refuses %j', (value) => {
    expect(parseLatency(value)).toBeNull();
  });
});

describe('parsing ?latency= rules for one endpoint', () => {
  it('reads METHOD:PATH:MS beside a plain MS, as ?fault= writes a rule', () => {
    expect(parseLatencyRules('GET:/api/services:2000,100-200')).toEqual([
      { match: { method: 'GET', path: '/api/services', prefix: false }, range: { min: 2000, max: 2000 } },
      { match: null, range: { min: 100, max: 200 } },
    ]);
  });

  it.each(['GET:/api/services', 'GET:/api/services:fast', 'FETCH:/api/services:20', 'GET:api:20', '100,'])('refuses %j', (value) => {
    expect(parseLatencyRules(value)).toBeNull();
  });

  it('stores rules as written back', () => {
    expectStoredThenCleared('latency', storageKeys.latency, 'get:/api/services*:0100', 'GET:/api/services*:100');
  });
});

describe('the ?latency= switch', () => {
  it('stores the value for the tab session, shows it as active, and off clears it', () => {
    expectStoredThenCleared('latency', storageKeys.latency, '0100-0500', '100-500');
  });

  it('ignores a bad value with one console.warn naming it', () => {
    expectIgnoredWithWarning('latency', storageKeys.latency, 'slowish', null);
  });
});

describe('latency on every answer', () => {
  it('delays each response by a fixed MS', async () => {
    const wait = recordWaits();
    applyLatency('300');
    expect((await call('GET', '/api/banner')).status).toBe(200);
    expect((await call('GET', '/api/nowhere')).status).toBe(404);
    expect(wait.mock.calls).toEqual([[300], [300]]);
  });

  it('really waits: nothing answers before the delay is over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      applyLatency('400');
      let settled = false;
      const pending = call('GET', '/api/banner').then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(399);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await pending;
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws each delay of MIN-MAX from a sequence seeded by the value: within the range, varied, repeatable', async () => {
    const wait = recordWaits();
    applyLatency('100-900');
    for (let i = 0; i < 12; i += 1) await call('GET', '/api/services');
    const delays = wait.mock.calls.map(([ms]) => ms);
    expect(delays.every((ms) => Number.isInteger(ms) && ms >= 100 && ms <= 900)).toBe(true);
    expect(new Set(delays).size).toBeGreaterThan(6);
    // A new page load starts the same sequence again.
    const again = latencyDraws('100-900', { min: 100, max: 900 });
    expect(delays).toEqual(Array.from({ length: 12 }, again));
    // Another value, another sequence.
    const other = latencyDraws('100-901', { min: 100, max: 901 });
    expect(Array.from({ length: 12 }, other)).not.toEqual(delays);
  });

  it('delays only the endpoint a rule names; the first rule that matches applies', async () => {
    const wait = recordWaits();
    applyLatency('GET:/api/services:2000,POST:/api/*:700');
    await call('GET', '/api/services');
    await call('GET', '/api/banner');
    await call('POST', '/api/contact-forms', { json: {} });
    expect(wait.mock.calls).toEqual([[2000], [700]]);
  });

  it('does not wait without the switch', async () => {
    const wait = recordWaits();
    await call('GET', '/api/banner');
    expect(wait).not.toHaveBeenCalled();
  });
});

describe('latency with the scenarios', () => {
  it('adds to the slow scenario', async () => {
    const wait = recordWaits();
    useScenario('slow');
    applyLatency('250');
    expect((await call('GET', '/api/banner')).status).toBe(200);
    expect(wait.mock.calls).toEqual([[250], [SLOW_DELAY_MS]]);
  });

  it('delays the answers of api-down and of a fault as well', async () => {
    const wait = recordWaits();
    useScenario('api-down');
    applyLatency('250');
    applySwitchParams(new URLSearchParams({ fault: 'POST:/api/donations:500' }));
    expect((await call('GET', '/api/banner')).status).toBe(500);
    expect((await call('POST', '/api/donations', { json: {} })).status).toBe(500);
    expect(wait.mock.calls).toEqual([[250], [250]]);
  });
});
