// ?fault=: parsing, the faulted answers through the real dispatcher, and how it meets the scenarios.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { apiUrl } from '@/config/env';
import { ApiError, request } from '@/lib/api-client';
import { DONATION_MESSAGES } from '@/types/api/donations';
import { getDb } from '@/testing/test-db';
import { useScenario } from '../testing/handler-test-utils';
import { SLOW_DELAY_MS } from './scenario';
import { scenarioClock } from '../core/scenario-clock';
import { findFault, parseFaults } from './fault-switch';
import { applySwitch, expectIgnoredWithWarning, expectStoredThenCleared } from '../testing/switch-test-utils';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Applies ?fault=VALUE as a page load would. */
const applyFault = (value: string) => applySwitch('fault', value);

async function send(method: string, path: string, json?: unknown) {
  const response = await fetch(apiUrl(path), {
    method,
    headers: json === undefined ? {} : { 'Content-Type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: response.status, fault: response.headers.get('X-Mock-Fault'), body: (await response.json()) as unknown };
}

const DONATION = {
  donor_name: 'Ayesha Malik',
  donor_email: 'ayesha@example.com',
  donor_country: 'United Kingdom',
  amount: 75,
  donation_type: 'zakat',
  is_anonymous: false,
  card_last4: '4242',
  card_name: 'Ayesha Malik',
};

describe('parsing ?fault=', () => {
  it('reads one rule', () => {
    expect(parseFaults('POST:/api/donations:500')).toEqual([{ method: 'POST', path: '/api/donations', prefix: false, status: 500 }]);
  });

  it('reads several rules, a trailing * as a prefix, * as any method, a lower-case method', () => {
    expect(parseFaults('post:/api/donations:500,GET:/api/services:503,*:/api/events*:404')).toEqual([
      { method: 'POST', path: '/api/donations', prefix: false, status: 500 },
      { method: 'GET', path: '/api/services', prefix: false, status: 503 },
      { method: '*', path: '/api/events', prefix: true, status: 404 },
    ]);
  });

  it.each([
    ['', 'empty'],
    ['POST:/api/donations', 'no status'],
    ['POST:/api/donations:200', 'a status below 400'],
    ['POST:/api/donations:600', 'a status above 599'],
    ['POST:/api/donations:5xx', 'a status that is not a number'],
    ['POST:/api/donations:500.0', 'a status that is not a whole number'],
    ['FETCH:/api/donations:500', 'an unknown method'],
    ['POST:api/donations:500', 'a path without its leading slash'],
    ['POST:/api/*/admin:500', 'a * inside the path'],
    ['POST:/api/donations?x=1:500', 'a query string'],
    ['POST:/api/donations:500,', 'an empty rule'],
    ['GET:/api/services:503,POST:/api/donations', 'one bad rule among good ones'],
  ])('refuses %j (%s)', (value) => {
    expect(parseFaults(value)).toBeNull();
  });

  it('takes the PATH below the base path, with or without the base', () => {
    const rules = parseFaults('GET:/charity/api/services:503,POST:/api/donations:500,*:/charity/uploads/*:404', '/charity/')!;
    expect(rules.map((rule) => rule.path)).toEqual(['/api/services', '/api/donations', '/uploads/']);
    const at = (method: string, path: string) => findFault(rules, new Request(`http://localhost${path}`, { method }), '/charity/');
    expect(at('GET', '/charity/api/services')?.status).toBe(503);
    expect(at('GET', '/charity/api/services?limit=3')?.status).toBe(503);
    expect(at('POST', '/charity/api/donations')?.status).toBe(500);
    expect(at('GET', '/charity/uploads/7.png')?.status).toBe(404);
    expect(at('GET', '/charity/api/donations')).toBeNull();
    expect(at('GET', '/charity/api/services/admin')).toBeNull();
  });
});

describe('the ?fault= switch', () => {
  it('stores the rules for the tab session, shows them as active, and off clears them', () => {
    expectStoredThenCleared(
      'fault',
      storageKeys.fault,
      'post:/api/donations:500,GET:/api/services*:503',
      'POST:/api/donations:500,GET:/api/services*:503',
    );
  });

  it('ignores a malformed value with one console.warn naming it, keeping what was on', () => {
    expectIgnoredWithWarning(
      'fault',
      storageKeys.fault,
      'GET:/api/services:503,POST:/api/donations:oops',
      'GET:/api/services:503',
      'GET:/api/services:503',
    );
  });
});

describe('faulted answers', () => {
  it('answer the status with a bare envelope and the X-Mock-Fault header, for that method and path only', async () => {
    applyFault('POST:/api/donations:500');
    const before = (await getDb().donations.all()).length;
    expect(await send('POST', '/api/donations', DONATION)).toEqual({
      status: 500,
      fault: 'POST:/api/donations:500',
      body: { success: false },
    });
    expect(await getDb().donations.all()).toHaveLength(before);
    const list = await send('GET', '/api/donations/latest');
    expect(list.status).toBe(200);
    expect(list.fault).toBeNull();
  });

  it('make the app show the fallback message of that call', async () => {
    applyFault('POST:/api/donations:503');
    const failure = await request('/api/donations', { method: 'POST', body: DONATION, fallbackMessage: DONATION_MESSAGES.failed }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'Failed to process donation. Please try again.', status: 503 });
  });

  it('match a prefix rule and any method, first rule first; other paths answer as usual', async () => {
    applyFault('*:/api/services*:502,GET:/api/services:503');
    expect((await send('GET', '/api/services')).fault).toBe('*:/api/services*:502');
    expect((await send('DELETE', '/api/services/1')).status).toBe(502);
    expect((await send('GET', '/api/banner')).status).toBe(200);
  });

  it('apply to paths no route knows and to uploads', async () => {
    applyFault('GET:/api/nowhere:418,GET:/uploads/*:404');
    expect((await send('GET', '/api/nowhere')).status).toBe(418);
    expect(await send('GET', '/uploads/9.png')).toMatchObject({ status: 404, fault: 'GET:/uploads/*:404' });
  });

  it('stop once cleared', async () => {
    applyFault('GET:/api/banner:500');
    applyFault('off');
    expect((await send('GET', '/api/banner')).status).toBe(200);
  });

  it('leave a corrupt stored value without effect', async () => {
    sessionStorage.setItem(storageKeys.fault, 'GET:/api/banner');
    expect((await send('GET', '/api/banner')).status).toBe(200);
  });
});

describe('faults with the scenarios', () => {
  it('win over api-down for matching requests; the rest stays down', async () => {
    useScenario('api-down');
    applyFault('GET:/api/services:503');
    expect(await send('GET', '/api/services')).toMatchObject({ status: 503, body: { success: false } });
    expect(await send('GET', '/api/banner')).toMatchObject({ status: 500, fault: null });
  });

  it('wait out the slow scenario like the route they replace', async () => {
    const wait = vi.spyOn(scenarioClock, 'wait').mockResolvedValue(undefined);
    useScenario('slow');
    applyFault('GET:/api/services:503');
    expect((await send('GET', '/api/services')).status).toBe(503);
    expect(wait.mock.calls).toEqual([[SLOW_DELAY_MS]]);
  });
});
