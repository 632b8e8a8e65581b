// The sign-in throttle through POST /api/admin/login: a username's first four failures from a
// client delay nothing; from the fifth it answers that client 429 for 1 s, 2 s, 4 s … at most 60 s
// from that failure; a client with 10 failures within a minute answers 429 until the first is a
// minute old. Any refusal ends within a minute of a failure, so nobody can be locked out. Time moves
// with vi.setSystemTime (the throttle's real clock reads Date.now), so nothing waits.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_MAX_FAILURES, CLIENT_WINDOW_MS, LOGIN_DELAY_MAX_MS, LOGIN_DELAY_FROM_FAILURE } from '@/types/api/admins';
import { getDb } from '@/testing/test-db';
import { delayAfter, startAttempt } from '../auth/login-throttle';
import { call } from '../testing/handler-test-utils';

const SECOND = 1000;
const START = Date.UTC(2026, 2, 1, 9, 0, 0);
/** Between failures made in turn: far enough apart that the client's cap never counts ten in a minute. */
const APART = CLIENT_WINDOW_MS / CLIENT_MAX_FAILURES + SECOND;

const login = (username: string, password: string) => call<{ token: string }>('POST', '/api/admin/login', { json: { username, password } });

function advance(ms: number) {
  vi.setSystemTime(Date.now() + ms);
}

/** `count` failed sign-ins of `username`, each made once the delay before it is over. */
async function failInTurn(count: number, username = 'admin') {
  for (let i = 0; i < count; i += 1) {
    expect((await login(username, `wrong-${i}`)).status, `failure ${i + 1}`).toBe(401);
    advance(delayAfter(i + 1) + APART);
  }
}

/** `count` failed sign-ins of `username` at once, none delayed. */
async function failAtOnce(count: number, username = 'admin') {
  for (let i = 0; i < count; i += 1) expect((await login(username, `wrong-${i}`)).status, `failure ${i + 1}`).toBe(401);
}

const refusal = (seconds: number) => ({
  success: false,
  message: `Too many failed sign-in attempts. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the delay per username and client', () => {
  it('one wrong password does not delay the right one', async () => {
    expect((await login('admin', 'wrong')).status).toBe(401);
    expect((await login('admin', 'admin123')).status).toBe(200);
  });

  it('none for the first four failures, then 1 s, 2 s, 4 s … at most 60 s', () => {
    expect(LOGIN_DELAY_FROM_FAILURE).toBe(5);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 30].map(delayAfter)).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60].map((s) => s * SECOND));
    expect(LOGIN_DELAY_MAX_MS).toBe(60 * SECOND);
  });

  it('from the fifth failure answers 429 with the seconds left, even with the right password, and checks no password then', async () => {
    await failAtOnce(4);
    expect((await login('admin', 'wrong')).status).toBe(401);
    const refused = await login('admin', 'admin123');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(refusal(1));
    expect(await getDb().sessions.all()).toEqual([]);
    advance(SECOND);
    expect((await login('admin', 'admin123')).status).toBe(200);
  });

  it('after many failures the right password is refused for at most 60 s after the last one', async () => {
    await failInTurn(11);
    expect((await login('admin', 'wrong-again')).status).toBe(401);
    expect((await login('admin', 'admin123')).body).toEqual(refusal(60));
    advance(LOGIN_DELAY_MAX_MS - 1);
    expect((await login('admin', 'admin123')).status).toBe(429);
    advance(1);
    expect((await login('admin', 'admin123')).status).toBe(200);
  });

  it('refused attempts neither count nor extend the delay', async () => {
    await failInTurn(5);
    expect((await login('admin', 'wrong')).status).toBe(401);
    for (let i = 0; i < 20; i += 1) expect((await login('admin', 'wrong')).status).toBe(429);
    advance(delayAfter(6));
    expect((await login('admin', 'admin123')).status).toBe(200);
  });

  it('a success starts the count again', async () => {
    await failInTurn(6);
    expect((await login('admin', 'admin123')).status).toBe(200);
    // Past the client's cap window, so only the username's count is at work.
    advance(CLIENT_WINDOW_MS);
    await failAtOnce(4);
    expect((await login('admin', 'admin123')).status).toBe(200);
    await failAtOnce(5);
    expect((await login('admin', 'admin123')).body).toEqual(refusal(1));
  });

  it('throttles an unknown username the same way, so the answer tells nothing', async () => {
    await failAtOnce(5, 'nobody');
    expect((await login('nobody', 'x')).body).toEqual(refusal(1));
  });

  it('keys by the normalised, lower-cased username, and keeps other usernames apart', async () => {
    await failAtOnce(5, 'ＡＤＭＩＮ');
    expect((await login('admin', 'admin123')).status).toBe(429);
    expect((await login('moderator', 'moderator123')).status).toBe(200);
  });

  it('keeps the count in the db, so a reload (a fresh cache) and other tabs see it', async () => {
    await failAtOnce(5);
    getDb().invalidate();
    expect((await login('admin', 'admin123')).status).toBe(429);
  });

  it('parallel guesses cannot slip past: five are checked, the rest refused without a hash', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => login('admin', `guess-${i}`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_DELAY_FROM_FAILURE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8 - LOGIN_DELAY_FROM_FAILURE);
  });

  it('forgets failures after 15 minutes: the count starts again', async () => {
    await failInTurn(6);
    advance(15 * 60 * SECOND);
    await failAtOnce(4);
    expect((await login('admin', 'admin123')).status).toBe(200);
  });

  it("is per client: another client's failures do not delay this one (the HTTP server names each remote address)", async () => {
    const context = { db: getDb(), realNow: () => Date.now() };
    for (let i = 0; i < LOGIN_DELAY_FROM_FAILURE; i += 1) {
      expect(await startAttempt({ ...context, client: '203.0.113.9' }, 'admin')).toMatchObject({ allowed: true });
    }
    expect(await startAttempt({ ...context, client: '203.0.113.9' }, 'admin')).toMatchObject({ allowed: false, secondsLeft: 1 });
    expect(await startAttempt({ ...context, client: '198.51.100.7' }, 'admin')).toMatchObject({ allowed: true });
  });
});

describe('the cap per client', () => {
  it(`answers 429 after ${CLIENT_MAX_FAILURES} failures within a minute, any usernames, until the first is a minute old`, async () => {
    for (let i = 0; i < CLIENT_MAX_FAILURES; i += 1) {
      expect((await login(`user${i}`, 'wrong')).status).toBe(401);
      advance(SECOND);
    }
    const refused = await login('admin', 'admin123');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(refusal(50));
    advance(50 * SECOND);
    expect((await login('admin', 'admin123')).status).toBe(200);
  });

  it('does not count a success', async () => {
    for (let i = 0; i < 3 * CLIENT_MAX_FAILURES; i += 1) expect((await login('admin', 'admin123')).status).toBe(200);
  });

  it('is per client: another client is not refused', async () => {
    const context = { db: getDb(), realNow: () => Date.now() };
    for (let i = 0; i < CLIENT_MAX_FAILURES; i += 1) {
      expect(await startAttempt({ ...context, client: '203.0.113.9' }, `user${i}`)).toMatchObject({ allowed: true });
    }
    expect(await startAttempt({ ...context, client: '203.0.113.9' }, 'someone')).toMatchObject({ allowed: false, secondsLeft: 60 });
    expect(await startAttempt({ ...context, client: '198.51.100.7' }, 'someone')).toMatchObject({ allowed: true });
  });
});
