// The scenarios of ARCHITECTURE.md §5 through the real handlers: api-down, slow, empty, big.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { storageKeys } from '@/lib/storage';
import type { AdminDonation } from '@/types/api/donations';
import { getDb, resetTestDb } from '@/testing/test-db';
import { adminToken, call, useScenario } from '../testing/handler-test-utils';
import { testRoutes as handlers } from '../testing/api';
import { BIG_DONATIONS, BIG_EVENTS, BIG_VOLUNTEERS } from '../seed/big';
import { getScenario, SCENARIO_KEY, setScenario, SLOW_DELAY_MS } from './scenario';
import { scenarioClock } from '../core/scenario-clock';

/** The public list loads whose failure shows the spec's fallbacks. */
const PUBLIC_LISTS = ['/api/banner', '/api/services', '/api/gallery?limit=12', '/api/donations/latest', '/api/events?limit=3'];

/** Admin lists (and the admins list, which stays filled so the panel is reachable). */
const ADMIN_LISTS = [
  '/api/banner/admin',
  '/api/services/admin',
  '/api/gallery?limit=100',
  '/api/donations/admin',
  '/api/contact-forms/admin',
  '/api/volunteers/admin',
];

/** Every registered route, as 'GET /api/banner/:id', from the handlers themselves. */
const ROUTES = handlers.map((handler) => {
  const { method, path } = handler.info as { method: unknown; path: unknown };
  const pathname = decodeURIComponent(new URL(String(path), 'http://localhost').pathname);
  return { method: String(method), path: `/${pathname.slice(env.BASE_URL.length)}` };
});

let token: string;
beforeEach(async () => {
  token = await adminToken(1);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the scenario flag', () => {
  it('is kept in sessionStorage for the tab session; default clears it', () => {
    expect(getScenario(sessionStorage)).toBe('default');
    setScenario(sessionStorage, 'slow');
    expect(sessionStorage.getItem(SCENARIO_KEY)).toBe('slow');
    expect(getScenario(sessionStorage)).toBe('slow');
    setScenario(sessionStorage, 'default');
    expect(sessionStorage.getItem(SCENARIO_KEY)).toBeNull();
  });

  it('ignores an unknown stored value', () => {
    sessionStorage.setItem(SCENARIO_KEY, 'chaos');
    expect(getScenario(sessionStorage)).toBe('default');
  });
});

describe('api-down', () => {
  beforeEach(() => useScenario('api-down'));

  it.each(PUBLIC_LISTS)('GET %s answers 500 with success false', async (path) => {
    const res = await call('GET', path);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, message: 'Service temporarily unavailable' });
  });

  it('leaves sign-in, the admin panel, the public forms and the theme working', async () => {
    expect((await call('POST', '/api/admin/login', { json: { username: 'admin', password: 'admin123' } })).status).toBe(200);
    // The admin gallery reads the public GET /api/gallery (spec 02 §7), so it is down too.
    for (const path of ADMIN_LISTS.filter((p) => !p.startsWith('/api/gallery'))) {
      expect((await call('GET', path, { token })).status, path).toBe(200);
    }
    expect((await call('POST', '/api/contact-forms', { json: { name: 'Ann', email: 'ann@example.org', message: 'Hi' } })).status).toBe(201);
    expect((await call('GET', '/api/settings/theme')).status).toBe(200);
  });

  it('ends with the default scenario', async () => {
    setScenario(sessionStorage, 'default');
    for (const path of PUBLIC_LISTS) expect((await call('GET', path)).status, path).toBe(200);
  });
});

describe('slow', () => {
  it(`a real request takes ${SLOW_DELAY_MS} ms`, async () => {
    useScenario('slow');
    const started = performance.now();
    const res = await call('GET', '/api/banner');
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_DELAY_MS - 20);
  });

  it('waits with fake timers too: nothing answers before the delay is over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    useScenario('slow');
    let settled = false;
    const pending = call('GET', '/api/banner').then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(SLOW_DELAY_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toBe(true);
  });

  it('does not wait in the other scenarios', async () => {
    const wait = vi.spyOn(scenarioClock, 'wait');
    for (const scenario of ['default', 'api-down', 'empty', 'big'] as const) {
      useScenario(scenario);
      await call('GET', '/api/banner');
    }
    expect(wait).not.toHaveBeenCalled();
  });

  // Every registered endpoint, so a handler added later without scenarioDelay() is caught.
  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s waits once, 1.5 s', async (_name, route) => {
    const wait = vi.spyOn(scenarioClock, 'wait').mockResolvedValue(undefined);
    useScenario('slow');
    const path = route.path.replace(/:file/, '1.png').replace(/:\w+/g, '2');
    const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? { json: {} } : {};
    await call(route.method, path, { token, ...body }).catch(() => undefined);
    expect(wait).toHaveBeenCalledTimes(1);
    expect(wait).toHaveBeenCalledWith(SLOW_DELAY_MS);
  });
});

describe('empty', () => {
  beforeEach(async () => {
    useScenario('empty');
    await resetTestDb('empty');
    token = await adminToken(1);
  });

  it.each(PUBLIC_LISTS)('GET %s answers an empty list', async (path) => {
    const res = await call('GET', path);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it.each(ADMIN_LISTS)('GET %s answers an empty list', async (path) => {
    expect((await call('GET', path, { token })).body.data).toEqual([]);
  });

  it('keeps the admin accounts and settings, so the panel stays reachable', async () => {
    expect((await call('POST', '/api/admin/login', { json: { username: 'admin', password: 'admin123' } })).status).toBe(200);
    expect((await call('GET', '/api/admin', { token })).body.data).toHaveLength(2);
    expect((await call('GET', '/api/settings/theme')).body.data).toBeDefined();
    expect(JSON.parse(localStorage.getItem(storageKeys.events)!)).toEqual([]);
  });
});

describe('big', () => {
  it('serves 10,000 donations on GET /api/donations/admin, 2,000 volunteers and 500 events', async () => {
    const res = await call<{ scenario: string }>('POST', '/api/demo/scenario', { token, json: { scenario: 'big' } });
    expect(res.body.data).toMatchObject({ scenario: 'big', dataSet: 'big', reseeded: true });
    const donations = await call<AdminDonation[]>('GET', '/api/donations/admin', { token });
    expect(donations.status).toBe(200);
    expect(donations.body.data).toHaveLength(BIG_DONATIONS);
    expect(BIG_DONATIONS).toBe(10_000);
    expect((await call<unknown[]>('GET', '/api/volunteers/admin', { token })).body.data).toHaveLength(BIG_VOLUNTEERS);
    expect(JSON.parse(localStorage.getItem(storageKeys.events)!)).toHaveLength(BIG_EVENTS);
    expect((await getDb().donations.all()).length).toBe(10_000);
  });
});
