// Security runs on the real clock, whatever the QA switches say: a pinned clock (?now=, X-Mock-Now)
// dates records, never the sign-in throttle, a session's issue or its expiry. Before, one sign-in
// dated 2099 locked `admin` out for 72 years, guesses dated 16 minutes apart were never throttled,
// and a token issued under a pin in 2090 outlived its 8 hours.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TTL_MS } from '../auth/passwords';
import { call } from '../testing/handler-test-utils';

const START = Date.UTC(2026, 2, 1, 9, 0, 0);
const MINUTE = 60_000;

const login = (password: string, headers: Record<string, string> = {}) =>
  call<{ token: string }>('POST', '/api/admin/login', { json: { username: 'admin', password }, headers });
const at = (ms: number) => ({ 'X-Mock-Now': new Date(ms).toISOString() });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('the sign-in throttle', () => {
  it('a failure dated in 2099 delays nobody: the right password then signs in', async () => {
    expect((await login('wrong', at(Date.parse('2099-01-01T00:00:00Z')))).status).toBe(401);
    const right = await login('admin123');
    expect(right.status, right.body.message).toBe(200);
  });

  it('guesses dated 16 minutes apart are still counted together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await login(`guess-${i}`, at(START + i * 16 * MINUTE))).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});

describe('sessions', () => {
  it('a token issued under a pinned clock lasts 8 hours of real time', async () => {
    const signedIn = await login('admin123', at(Date.parse('2090-01-01T00:00:00Z')));
    const token = signedIn.body.data!.token;
    expect((await call('GET', '/api/contact-forms/admin', { token })).status).toBe(200);
    vi.setSystemTime(START + SESSION_TTL_MS + MINUTE);
    expect((await call('GET', '/api/contact-forms/admin', { token })).status).toBe(401);
  });

  it('a pinned clock past the expiry does not end a live session', async () => {
    const token = (await login('admin123')).body.data!.token;
    const later = at(START + 10 * SESSION_TTL_MS);
    expect((await call('GET', '/api/contact-forms/admin', { token, headers: later })).status).toBe(200);
  });
});
