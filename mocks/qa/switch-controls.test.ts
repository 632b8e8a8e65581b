// window.__backend's run-time controls against the real dispatcher and routes (the backend in the
// page, as Vitest runs it): faults that fail the next N requests, latency for one endpoint, the
// clock, reading and clearing the switches, reset's option, and canned answers checked against the
// API document.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/config/env';
import { storageKeys } from '@/lib/storage';
import { getDb } from '../testing/current-db';
import { call } from '../testing/handler-test-utils';
import { inPageOpsOn } from '../hosts/page/in-page';
import { scenarioClock } from '../core/scenario-clock';
import { createBackendHandle } from './backend-handle';
import { pageRecords } from '../hosts/page/storages';
import { markReady } from './readiness';

beforeAll(() => markReady());

const backend = () => createBackendHandle(inPageOpsOn(getDb));

async function get(path: string) {
  const response = await fetch(apiUrl(path));
  return { status: response.status, fault: response.headers.get('X-Mock-Fault'), body: (await response.json()) as { data?: unknown } };
}

describe('fault(rule, { times })', () => {
  it('fails the next N matching requests, then they answer normally; others are untouched', async () => {
    await backend().fault('GET:/api/services:503', { times: 2 });
    expect((await get('/api/banner')).status).toBe(200);
    expect(await get('/api/services')).toMatchObject({ status: 503, fault: 'GET:/api/services:503', body: { success: false } });
    expect((await get('/api/services')).status).toBe(503);
    expect((await get('/api/services')).status).toBe(200);
    expect((await backend().switches()).answers).toEqual([]);
  });

  it('counts exactly when matching requests overlap', async () => {
    await backend().fault('GET:/api/services:500', { times: 2 });
    const statuses = await Promise.all([1, 2, 3, 4].map(async () => (await get('/api/services')).status));
    expect(statuses.filter((status) => status === 500)).toHaveLength(2);
  });

  it('lists what waits, and without times sets the ?fault= switch', async () => {
    await backend().fault('POST:/api/donations:500', { times: 3 });
    await backend().fault('GET:/api/events*:404');
    expect(await backend().switches()).toMatchObject({
      fault: 'GET:/api/events*:404',
      answers: [{ match: 'POST:/api/donations', status: 500, times: 3, kind: 'fault' }],
    });
    expect(sessionStorage.getItem(storageKeys.fault)).toBe('GET:/api/events*:404');
    await backend().fault(null);
    expect(sessionStorage.getItem(storageKeys.fault)).toBeNull();
  });

  it('refuses a rule it cannot read and a times that is not a whole number from 1, changing nothing', async () => {
    await expect(backend().fault('GET:/api/services:200')).rejects.toThrow('not a valid ?fault= value');
    await expect(backend().fault('GET:/api/services:500', { times: 0 })).rejects.toThrow('times must be a whole number');
    expect(await backend().switches()).toMatchObject({ fault: null, answers: [] });
  });
});

describe('latency(ms | "min-max", { path })', () => {
  it('delays one endpoint, keeps other rules, and null removes it', async () => {
    const wait = vi.spyOn(scenarioClock, 'wait').mockResolvedValue(undefined);
    await backend().latency(100);
    await backend().latency(2000, { path: 'GET:/api/services' });
    expect((await backend().switches()).latency).toBe('GET:/api/services:2000,100');
    await get('/api/services');
    await get('/api/banner');
    expect(wait.mock.calls).toEqual([[2000], [100]]);
    await backend().latency('off', { path: 'GET:/api/services' });
    expect((await backend().switches()).latency).toBe('100');
    await backend().latency(null);
    expect((await backend().switches()).latency).toBeNull();
    wait.mockRestore();
  });

  it('takes a path for any method and refuses what ?latency= refuses', async () => {
    await backend().latency('200-400', { path: '/api/events' });
    expect((await backend().switches()).latency).toBe('*:/api/events:200-400');
    await expect(backend().latency(70_000)).rejects.toThrow('not a valid ?latency= value');
    await expect(backend().latency(5, { path: 'services' })).rejects.toThrow('is not an endpoint');
  });
});

describe('now(iso), switches(), clearSwitches() and reset()', () => {
  it('pins the clock the backend dates records with, and null unpins it', async () => {
    await backend().now('2031-03-01T09:00:00Z');
    expect((await backend().switches()).now).toBe('2031-03-01T09:00:00.000Z');
    await call('POST', '/api/contact-forms', { json: { name: 'Ann', email: 'ann@example.com', message: 'Hello there' } });
    expect((await getDb().contacts.all()).at(-1)?.created_at).toMatch(/^2031-03-01T09:00/);
    await expect(backend().now('yesterday')).rejects.toThrow('not a valid ?now= value');
    await backend().now(null);
    expect((await backend().switches()).now).toBeNull();
  });

  it('reset() keeps the switches; reset({ clearSwitches: true }) and clearSwitches() turn them all off but the scenario', async () => {
    const on = async () => {
      await backend().fault('GET:/api/services:500');
      await backend().fault('GET:/api/banner:500', { times: 1 });
      await backend().latency(0);
      await backend().now('2031-03-01T09:00:00Z');
    };
    await on();
    await backend().reset();
    expect(await backend().switches()).toMatchObject({ fault: 'GET:/api/services:500', latency: '0', answers: [{ kind: 'fault' }] });
    await backend().reset({ clearSwitches: true });
    expect(await backend().switches()).toEqual({ scenario: 'default', now: null, fault: null, latency: null, popups: 'on', answers: [] });
    await on();
    await backend().clearSwitches();
    expect(await backend().switches()).toEqual({ scenario: 'default', now: null, fault: null, latency: null, popups: 'on', answers: [] });
  });
});

describe('respond(method, path, { status, body, times })', () => {
  it('answers the next N matching requests with the envelope, logs them, then the route answers again', async () => {
    const real = await get('/api/services');
    const one = { success: true, data: (real.body.data as unknown[]).slice(0, 1) };
    await backend().respond('GET', '/api/services', { body: one, times: 2 });
    const first = await fetch(apiUrl('/api/services'));
    expect(first.headers.get('X-Mock-Respond')).toBe('GET:/api/services');
    expect(await first.json()).toEqual(one);
    expect((await get('/api/services')).body).toEqual(one);
    expect((await get('/api/services')).body).toEqual(real.body);
    expect((await pageRecords.requests('')).slice(-3).map((entry) => entry.status)).toEqual([200, 200, 200]);
  });

  it('answers a documented error status with its envelope, on a path with parameters', async () => {
    await backend().respond('DELETE', '/api/services/3', { status: 404, body: { success: false, message: 'No such service' } });
    const { token } = (await call<{ token: string }>('POST', '/api/admin/login', { json: { username: 'admin', password: 'admin123' } })).body.data!;
    const twice = [await call('DELETE', '/api/services/3', { token }), await call('DELETE', '/api/services/3', { token })];
    expect(twice.map((answer) => [answer.status, answer.body.message])).toEqual([
      [404, 'No such service'],
      [404, 'No such service'],
    ]);
    // The route never ran: the service is still stored.
    expect((await getDb().services.all()).map((service) => service.id)).toContain(3);
  });

  it('refuses a body that breaks the documented answer schema, naming the field, and stores nothing', async () => {
    await expect(backend().respond('GET', '/api/services', { body: { success: true, data: [{ id: 1, title: 7 }] } })).rejects.toThrow(
      /not a 200 answer of GET \/api\/services as the API document describes it: data\.0\.\w+/,
    );
    await expect(backend().respond('GET', '/api/services', { status: 500, body: { success: true } })).rejects.toThrow('not a 500 answer');
    await expect(backend().respond('GET', '/api/services', { status: 418, body: { success: false, message: 'teapot' } })).rejects.toThrow(
      'GET /api/services has no documented 418 answer',
    );
    await expect(backend().respond('GET', '/api/nowhere', { body: {} })).rejects.toThrow('The API has no operation GET /api/nowhere');
    await expect(backend().respond('*', '/api/services', { body: {} })).rejects.toThrow('one method and one API path');
    expect((await backend().switches()).answers).toEqual([]);
    expect((await get('/api/services')).status).toBe(200);
  });
});
