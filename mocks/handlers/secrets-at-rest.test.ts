// Secrets at rest: PBKDF2-SHA256 at 600,000 iterations (the count stored with the hash, older
// counts still verified and upgraded at a sign-in), session tokens stored only as SHA-256 hashes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '@/types/api/admins';
import { getDb } from '@/testing/test-db';
import { hashPassword, LEGACY_ITERATIONS, PASSWORD_ITERATIONS, tokenHash, verifyPassword } from '../auth/passwords';
import { adminToken, call } from '../testing/handler-test-utils';

afterEach(() => {
  vi.useRealTimers();
});

const login = (username: string, password: string) => call<LoginResponse>('POST', '/api/admin/login', { json: { username, password } });

describe('password hashes', () => {
  it('are PBKDF2-SHA256 at 600,000 iterations, the seed included', async () => {
    expect(PASSWORD_ITERATIONS).toBe(600_000);
    const admin = (await getDb().admins.get(1))!;
    expect(admin.password_iterations).toBe(600_000);
    expect(admin.password_hash).toBe(await hashPassword('admin123', admin.password_salt, 600_000));
  });

  it('of a new account and a changed password are made at 600,000', async () => {
    const token = await adminToken();
    await call('POST', '/api/admin', { token, json: { username: 'editor', email: 'e@example.org', password: 'editor-pass-1' } });
    const editor = (await getDb().admins.find((a) => a.username === 'editor'))!;
    expect(editor.password_iterations).toBe(600_000);
    await call('PATCH', '/api/admin/2/password', { token, json: { newPassword: 'moderator-2' } });
    expect((await getDb().admins.get(2))!.password_iterations).toBe(600_000);
  });

  it('stored at 100,000 without a count (an older build, an export) still sign in, and are upgraded then', async () => {
    const salt = 'ab'.repeat(16);
    const legacy = { password_salt: salt, password_hash: await hashPassword('admin123', salt, LEGACY_ITERATIONS) };
    await getDb().admins.update(1, (admin) => {
      const { password_iterations: _count, ...rest } = admin;
      return { ...rest, ...legacy, password_iterations: undefined };
    });
    expect(await verifyPassword('admin123', legacy)).toBe(true);
    expect((await login('admin', 'wrong-password')).status).toBe(401);
    expect((await getDb().admins.get(1))!.password_hash).toBe(legacy.password_hash);
    // The failure starts the throttle's 1 s delay: wait it out on the backend's clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1000);
    expect((await login('admin', 'admin123')).status).toBe(200);
    const upgraded = (await getDb().admins.get(1))!;
    expect(upgraded.password_iterations).toBe(600_000);
    expect(upgraded.password_salt).not.toBe(salt);
    expect(await verifyPassword('admin123', upgraded)).toBe(true);
    expect((await login('admin', 'admin123')).status).toBe(200);
  });
});

describe('session tokens', () => {
  it('are stored only as their SHA-256: the token itself is nowhere in the store', async () => {
    const res = await login('admin', 'admin123');
    const token = res.body.data!.token;
    const sessions = await getDb().sessions.all();
    expect(sessions).toEqual([expect.objectContaining({ tokenHash: await tokenHash(token), adminId: 1 })]);
    expect(JSON.stringify(sessions)).not.toContain(token);
    expect((await call('GET', '/api/admin', { token })).status).toBe(200);
    // The stored hash is not itself a token.
    expect((await call('GET', '/api/admin', { token: sessions[0].tokenHash })).status).toBe(401);
  });

  it('stored in plain text by an older build answer 401 (sign in again), and go at the next sign-in', async () => {
    const old = 'a'.repeat(64);
    await getDb().sessions.replaceAll([{ id: 1, token: old, adminId: 1, expiresAt: Date.now() + 3_600_000 } as never]);
    const res = await call('GET', '/api/admin', { token: old });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid or expired session, please sign in again');
    expect((await login('admin', 'admin123')).status).toBe(200);
    expect(JSON.stringify(await getDb().sessions.all())).not.toContain(old);
  });
});
