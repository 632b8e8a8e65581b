// The sign-in throttle through POST /api/admin/login: 5 failures for one username within 15
// minutes answer 429 until the window passes; a success resets the count. Time moves with
// vi.setSystemTime (the backend's clock reads Date.now), so nothing waits.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/testing/test-db';
import { call } from './handler-test-utils';

const MINUTE = 60_000;
const START = Date.UTC(2026, 2, 1, 9, 0, 0);

const login = (username: string, password: string) => call<{ token: string }>('POST', '/api/admin/login', { json: { username, password } });

async function failTimes(count: number, username = 'admin') {
  for (let i = 0; i < count; i += 1) expect((await login(username, `wrong-${i}`)).status).toBe(401);
}

function advance(ms: number) {
  vi.setSystemTime(Date.now() + ms);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-in throttle', () => {
  it('answers 429 with the minutes left after 5 failures, even with the right password', async () => {
    await failTimes(5);
    const refused = await login('admin', 'admin123');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: 'Too many failed sign-in attempts. Try again in 15 minutes.' });
    expect(await getDb().sessions.all()).toEqual([]);

    advance(4 * MINUTE + 30_000);
    expect((await login('admin', 'admin123')).body.message).toBe('Too many failed sign-in attempts. Try again in 11 minutes.');
    advance(10 * MINUTE + 29_000);
    expect((await login('admin', 'admin123')).body.message).toBe('Too many failed sign-in attempts. Try again in 1 minutes.');
  });

  it('4 failures are not enough: the 5th attempt is still checked', async () => {
    await failTimes(4);
    expect((await login('admin', 'admin123')).status).toBe(200);
  });

  it('lets the username in again once the 15 minutes have passed', async () => {
    await failTimes(5);
    advance(15 * MINUTE - 1);
    expect((await login('admin', 'admin123')).status).toBe(429);
    advance(1);
    const res = await login('admin', 'admin123');
    expect(res.status).toBe(200);
    expect(res.body.data?.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('counts failures within any 15 minutes: the lock ends when the first of the 5 leaves the window', async () => {
    await failTimes(1);
    advance(10 * MINUTE);
    await failTimes(4);
    expect((await login('admin', 'admin123')).body.message).toBe('Too many failed sign-in attempts. Try again in 5 minutes.');
    advance(5 * MINUTE);
    // Four failures are left in the window: one more locks again, until the second one is 15 minutes old.
    await failTimes(1);
    expect((await login('admin', 'admin123')).body.message).toBe('Too many failed sign-in attempts. Try again in 10 minutes.');
  });

  it('a success resets the count', async () => {
    await failTimes(4);
    expect((await login('admin', 'admin123')).status).toBe(200);
    await failTimes(4);
    expect((await login('admin', 'admin123')).status).toBe(200);
    await failTimes(5);
    expect((await login('admin', 'admin123')).status).toBe(429);
  });

  it('refused attempts do not extend the lock', async () => {
    await failTimes(5);
    for (let i = 0; i < 3; i += 1) {
      advance(4 * MINUTE);
      expect((await login('admin', 'wrong')).status).toBe(429);
    }
    advance(3 * MINUTE);
    expect((await login('admin', 'admin123')).status).toBe(200);
  });

  it('throttles an unknown username the same way, so the answer tells nothing', async () => {
    await failTimes(5, 'nobody');
    const res = await login('nobody', 'whatever');
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
  });

  it('keys the count by the lower-cased username, and keeps other usernames apart', async () => {
    await failTimes(3, 'Admin');
    await failTimes(2, 'ADMIN');
    expect((await login('admin', 'admin123')).status).toBe(429);
    expect((await login('moderator', 'moderator123')).status).toBe(200);
  });

  it('keeps the count in the db, so a reload (a fresh cache) and other tabs see it', async () => {
    await failTimes(5);
    getDb().invalidate();
    expect((await login('admin', 'admin123')).status).toBe(429);
    expect(await getDb().loginAttempts.all()).toEqual([{ id: 1, username: 'admin', failures: expect.any(Array) }]);
  });

  it('parallel guesses cannot slip past the limit', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => login('admin', `guess-${i}`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect((await login('admin', 'admin123')).status).toBe(429);
  });
});
