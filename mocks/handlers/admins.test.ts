import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '@/lib/api-client';
import { storageKeys } from '@/lib/storage';
import {
  adminUserSchema,
  changePasswordResponseSchema,
  loginResponseSchema,
  type AdminUser,
  type ChangePasswordResponse,
  type LoginResponse,
} from '@/types/api/admins';
import { signInAsAdmin } from '@/testing/test-utils';
import { getDb } from '@/testing/test-db';
import { SESSION_TTL_MS, tokenHash, verifyPassword } from '../auth/passwords';
import { ADMIN_ERRORS } from './admins';
import { adminToken, call, expectInvalid, expectRefused, fakePngFile, formOf, keysOf, pngFile, type CallResult } from '../testing/handler-test-utils';

const PUBLIC_ADMIN_KEYS = ['created_at', 'email', 'id', 'is_active', 'role', 'username'];

/** No password, hash or salt: neither as a key nor as any stored hash or salt value. */
async function expectNoSecrets(result: CallResult, ...plainPasswords: string[]): Promise<void> {
  const text = JSON.stringify(result.body);
  // errors names the fields of a refused body ({ newPassword: 'Password must be…' }): not a secret.
  const { errors: _fieldNames, ...rest } = result.body;
  void _fieldNames;
  expect(keysOf(rest).filter((k) => /password|hash|salt/i.test(k))).toEqual([]);
  for (const admin of await getDb().admins.all()) {
    expect(text).not.toContain(admin.password_hash);
    expect(text).not.toContain(admin.password_salt);
  }
  for (const secret of ['admin123', 'moderator123', ...plainPasswords]) expect(text).not.toContain(secret);
}

async function login(username: string, password: string) {
  return call<LoginResponse>('POST', '/api/admin/login', { json: { username, password } });
}

async function tokenOf(username: string, password: string): Promise<string> {
  const res = await login(username, password);
  expect(res.status).toBe(200);
  return res.body.data!.token;
}

/** The stored session of a token (stored by its SHA-256). */
async function sessionOf(token: string) {
  const hash = await tokenHash(token);
  return getDb().sessions.find((s) => s.tokenHash === hash);
}

let token: string;
beforeEach(async () => {
  token = await adminToken(1);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/admin/login', () => {
  it('signs in: a 256-bit token, the user without secrets, an 8-hour session', async () => {
    const before = Date.now();
    const res = await login('admin', 'admin123');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe('Login successful! Welcome to the admin dashboard.');
    const data = loginResponseSchema.parse(res.body.data);
    expect(data.token).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(res.body.data!.user).sort()).toEqual(PUBLIC_ADMIN_KEYS);
    expect(data.user).toMatchObject({ id: 1, username: 'admin', role: 'admin', is_active: true });
    const session = await sessionOf(data.token);
    expect(session?.adminId).toBe(1);
    expect(session!.expiresAt).toBeGreaterThanOrEqual(before + SESSION_TTL_MS);
    expect(session!.expiresAt).toBeLessThanOrEqual(Date.now() + SESSION_TTL_MS);
    expect(SESSION_TTL_MS).toBe(8 * 60 * 60 * 1000);
    await expectNoSecrets(res);
  });

  it('gives a new token on every sign-in, and the token opens admin calls', async () => {
    const [a, b] = [await tokenOf('admin', 'admin123'), await tokenOf('admin', 'admin123')];
    expect(a).not.toBe(b);
    expect((await call('GET', '/api/admin', { token: a })).status).toBe(200);
    expect((await call('GET', '/api/admin', { token: b })).status).toBe(200);
  });

  it('signs the moderator in too', async () => {
    const res = await login('moderator', 'moderator123');
    expect(res.status).toBe(200);
    expect(res.body.data?.user).toMatchObject({ id: 2, role: 'moderator' });
  });

  it.each([
    ['a wrong password', 'admin', 'admin124'],
    ['an unknown username', 'nobody', 'admin123'],
    ['a username in the wrong case', 'Admin', 'admin123'],
    ['the password of another account', 'moderator', 'admin123'],
  ])('refuses %s with 401 and the same message, and stores no session', async (_what, username, password) => {
    const sessions = (await getDb().sessions.all()).length;
    const res = await login(username, password);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'Invalid username or password' });
    expect(await getDb().sessions.all()).toHaveLength(sessions);
  });

  it('refuses an inactive admin with 403, but only once the password is right', async () => {
    await getDb().admins.update(2, { is_active: false });
    const right = await login('moderator', 'moderator123');
    expect(right.status).toBe(403);
    expect(right.body).toEqual({ success: false, message: 'This admin account is inactive' });
    // A wrong password does not reveal that the account exists and is inactive.
    expect((await login('moderator', 'wrong-password')).status).toBe(401);
    expect(await getDb().sessions.find((s) => s.adminId === 2)).toBeUndefined();
  });

  it('answers 400 Validation failed with field errors, and stores nothing', async () => {
    const sessions = (await getDb().sessions.all()).length;
    const res = await expectInvalid(call('POST', '/api/admin/login', { json: { username: '  ' } }));
    expect(res.body.errors).toEqual({ username: 'Username is required', password: 'Password is required' });
    expect(await getDb().sessions.all()).toHaveLength(sessions);
  });

  it('drops expired sessions when someone signs in', async () => {
    await getDb().sessions.insert({ tokenHash: await tokenHash('old'), adminId: 1, expiresAt: Date.now() - 1 });
    await tokenOf('admin', 'admin123');
    expect(await sessionOf('old')).toBeUndefined();
  });

  it("works for the tests' signInAsAdmin(): the session is stored as the app stores it", async () => {
    const signed = await signInAsAdmin();
    expect(signed).toMatch(/^[0-9a-f]{64}$/);
    expect(localStorage.getItem(storageKeys.adminToken)).toBe(signed);
    expect(localStorage.getItem(storageKeys.isAdminLoggedIn)).toBe('true');
    expect(JSON.parse(localStorage.getItem(storageKeys.adminUser)!)).toMatchObject({ username: 'admin', role: 'admin' });
    const admins = await request<AdminUser[]>('/api/admin', { auth: true, fallbackMessage: 'Failed to fetch admins' });
    expect(admins.map((a) => a.username)).toEqual(['admin', 'moderator']);
    await expect(signInAsAdmin('admin', 'nope')).rejects.toMatchObject({ status: 401, message: 'Invalid username or password' });
  });
});

describe('the session guard on admin calls', () => {
  it('answers 401 without a token', async () => {
    const res = await expectRefused(call('GET', '/api/admin'), 401);
    expect(res.body.data).toBeUndefined();
  });

  it('answers 401 for a forged token', async () => {
    expect((await call('GET', '/api/admin', { token: 'f'.repeat(64) })).status).toBe(401);
  });

  it('answers 401 once the 8 hours are over, and forgets the session', async () => {
    const fresh = await tokenOf('admin', 'admin123');
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SESSION_TTL_MS - 60_000);
    expect((await call('GET', '/api/admin', { token: fresh })).status).toBe(200);
    vi.setSystemTime(Date.now() + 60_001);
    const res = await call('GET', '/api/admin', { token: fresh });
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/expired/i);
    expect(await sessionOf(fresh)).toBeUndefined();
  });

  it("answers 403 for a deactivated admin's token", async () => {
    const moderator = await tokenOf('moderator', 'moderator123');
    await getDb().admins.update(2, { is_active: false });
    const res = await call('GET', '/api/admin', { token: moderator });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: 'This admin account is inactive' });
  });
});

describe('POST /api/admin/logout', () => {
  it('ends the session it is sent with: that token answers 401 from then on', async () => {
    const mine = await tokenOf('admin', 'admin123');
    const other = await tokenOf('admin', 'admin123');
    const res = await call('POST', '/api/admin/logout', { token: mine });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Logged out successfully.' });
    expect(await sessionOf(mine)).toBeUndefined();
    await expectRefused(call('GET', '/api/admin', { token: mine }), 401);
    expect((await call('POST', '/api/admin/logout', { token: mine })).status).toBe(401);
    // Only that session: the same account signed in elsewhere stays signed in.
    expect((await call('GET', '/api/admin', { token: other })).status).toBe(200);
  });

  it('answers 401 without a token or with a forged one, and ends nothing', async () => {
    const sessions = (await getDb().sessions.all()).length;
    expect((await call('POST', '/api/admin/logout')).status).toBe(401);
    expect((await call('POST', '/api/admin/logout', { token: 'f'.repeat(64) })).status).toBe(401);
    expect(await getDb().sessions.all()).toHaveLength(sessions);
  });
});

describe('the admin role', () => {
  it("a moderator reads the accounts but may not change them: 403 'Only administrators can do this.'", async () => {
    const moderator = await tokenOf('moderator', 'moderator123');
    expect((await call('GET', '/api/admin', { token: moderator })).status).toBe(200);
    const before = JSON.stringify(await getDb().admins.all());
    for (const [method, path, json] of [
      ['POST', '/api/admin', { username: 'mine', email: 'mine@example.org', password: 'secret12', role: 'admin' }],
      ['PATCH', '/api/admin/1/password', { newPassword: 'hacked123' }],
      ['PATCH', '/api/admin/2/password', { newPassword: 'hacked123' }],
      ['PATCH', '/api/admin/1/status', { is_active: false }],
      ['DELETE', '/api/admin/1', undefined],
    ] as const) {
      const res = await call(method, path, { token: moderator, json });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({ success: false, message: 'Only administrators can do this.' });
    }
    expect(JSON.stringify(await getDb().admins.all())).toBe(before);
  });
});

describe('GET /api/admin', () => {
  it('lists the accounts by id, without secrets', async () => {
    const res = await call<AdminUser[]>('GET', '/api/admin', { token });
    expect(res.status).toBe(200);
    expect(res.body.data?.map((a) => a.username)).toEqual(['admin', 'moderator']);
    for (const admin of res.body.data!) {
      expect(Object.keys(admin).sort()).toEqual(PUBLIC_ADMIN_KEYS);
      expect(adminUserSchema.parse(admin)).toEqual(admin);
    }
    await expectNoSecrets(res);
  });
});

describe('POST /api/admin', () => {
  const body = { username: 'editor', email: 'editor@example.org', password: 'editor-pass-1' };

  it('creates a moderator by default, with a salted hash, who can then sign in', async () => {
    const res = await call<AdminUser>('POST', '/api/admin', { token, json: body });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Admin created successfully!');
    expect(res.body.data).toMatchObject({ id: 3, username: 'editor', email: 'editor@example.org', role: 'moderator', is_active: true });
    expect(Object.keys(res.body.data!).sort()).toEqual(PUBLIC_ADMIN_KEYS);
    await expectNoSecrets(res, 'editor-pass-1');
    const stored = (await getDb().admins.get(3))!;
    expect(stored.password_salt).toMatch(/^[0-9a-f]{32}$/);
    expect(stored.password_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain('editor-pass-1');
    expect(await verifyPassword('editor-pass-1', stored)).toBe(true);
    expect((await login('editor', 'editor-pass-1')).status).toBe(200);
  });

  it('salts every account differently: the same password gives different hashes', async () => {
    await call('POST', '/api/admin', { token, json: body });
    await call('POST', '/api/admin', { token, json: { ...body, username: 'editor2' } });
    const [a, b] = [(await getDb().admins.get(3))!, (await getDb().admins.get(4))!];
    expect(a.password_salt).not.toBe(b.password_salt);
    expect(a.password_hash).not.toBe(b.password_hash);
  });

  it('keeps the role asked for', async () => {
    const res = await call<AdminUser>('POST', '/api/admin', { token, json: { ...body, role: 'admin' } });
    expect(res.body.data?.role).toBe('admin');
  });

  it.each(['admin', 'ADMIN', ' Moderator '])('refuses the existing username %j with 409', async (username) => {
    const res = await call('POST', '/api/admin', { token, json: { ...body, username } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Username already exists');
    expect(res.body.errors).toEqual({ username: 'Username already exists' });
    expect(await getDb().admins.all()).toHaveLength(2);
  });

  it('answers 400 with field errors and stores nothing', async () => {
    const res = await expectInvalid(call('POST', '/api/admin', { token, json: { username: '', email: 'nope', password: '12345', role: 'root' } }));
    expect(res.body.errors).toEqual({
      username: 'Username is required',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters long!',
      role: 'Role must be admin or moderator',
    });
    expect(await getDb().admins.all()).toHaveLength(2);
  });

  it('drops unknown keys: a client cannot set the hash, the id or the active flag', async () => {
    const res = await call<AdminUser>('POST', '/api/admin', {
      token,
      json: { ...body, id: 99, is_active: false, password_hash: 'f'.repeat(64), password_salt: 'f'.repeat(32) },
    });
    expect(res.body.data).toMatchObject({ id: 3, is_active: true });
    expect((await getDb().admins.get(3))?.password_hash).not.toBe('f'.repeat(64));
  });

  it('answers 401 without a token', async () => {
    expect((await call('POST', '/api/admin', { json: body })).status).toBe(401);
    expect(await getDb().admins.all()).toHaveLength(2);
  });
});

describe('PATCH /api/admin/{id}/password', () => {
  it('changes the password: the old one stops working, the new one works', async () => {
    const res = await call<AdminUser>('PATCH', '/api/admin/2/password', { token, json: { newPassword: 'new-secret-2' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password updated successfully!');
    expect(res.body.data).toMatchObject({ id: 2, username: 'moderator' });
    await expectNoSecrets(res, 'new-secret-2');
    expect((await login('moderator', 'moderator123')).status).toBe(401);
    // The failure starts the throttle's 1 s delay: wait it out on the backend's clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1000);
    expect((await login('moderator', 'new-secret-2')).status).toBe(200);
  });

  it("changing your own: every old session ends, the caller's included, and the caller gets a fresh token", async () => {
    const caller = await tokenOf('admin', 'admin123');
    const elsewhere = await tokenOf('admin', 'admin123');
    const moderator = await tokenOf('moderator', 'moderator123');
    const res = await call<ChangePasswordResponse>('PATCH', '/api/admin/1/password', { token: caller, json: { newPassword: 'new-secret-1' } });
    expect(res.status).toBe(200);
    const data = changePasswordResponseSchema.parse(res.body.data);
    expect(data).toMatchObject({ id: 1, username: 'admin' });
    expect(data.token).toMatch(/^[0-9a-f]{64}$/);
    expect([caller, elsewhere, token]).not.toContain(data.token);
    for (const old of [caller, elsewhere, token]) expect((await call('GET', '/api/admin', { token: old })).status).toBe(401);
    expect((await call('GET', '/api/admin', { token: data.token! })).status).toBe(200);
    // Another account's sessions are not touched.
    expect((await call('GET', '/api/admin', { token: moderator })).status).toBe(200);
    await expectNoSecrets(res, 'new-secret-1');
  });

  it("changing another account's: all of that account's sessions end, the caller's stays, no token is issued", async () => {
    const moderator = await tokenOf('moderator', 'moderator123');
    const moderatorElsewhere = await tokenOf('moderator', 'moderator123');
    const res = await call<ChangePasswordResponse>('PATCH', '/api/admin/2/password', { token, json: { newPassword: 'new-secret-2' } });
    expect(res.status).toBe(200);
    expect(res.body.data).not.toHaveProperty('token');
    expect((await call('GET', '/api/admin', { token: moderator })).status).toBe(401);
    expect((await call('GET', '/api/admin', { token: moderatorElsewhere })).status).toBe(401);
    expect((await call('GET', '/api/admin', { token })).status).toBe(200);
  });

  it('answers 400 with field errors and changes nothing', async () => {
    const before = await getDb().admins.get(2);
    const res = await expectInvalid(call('PATCH', '/api/admin/2/password', { token, json: { newPassword: '123' } }));
    expect(res.body.errors).toEqual({ newPassword: 'Password must be at least 6 characters long!' });
    expect(await getDb().admins.get(2)).toEqual(before);
  });

  it.each(['99', 'abc', '0'])('answers 404 for the unknown id %s', async (id) => {
    await expectRefused(call('PATCH', `/api/admin/${id}/password`, { token, json: { newPassword: 'new-secret-2' } }), 404);
  });

  it('answers 401 without a token', async () => {
    expect((await call('PATCH', '/api/admin/2/password', { json: { newPassword: 'new-secret-2' } })).status).toBe(401);
    expect((await login('moderator', 'moderator123')).status).toBe(200);
  });
});

describe('PATCH /api/admin/{id}/status', () => {
  it('deactivates an admin: their token answers 403 and they cannot sign in', async () => {
    const moderator = await tokenOf('moderator', 'moderator123');
    const res = await call<AdminUser>('PATCH', '/api/admin/2/status', { token, json: { is_active: false } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Admin deactivated successfully!');
    expect(res.body.data).toMatchObject({ id: 2, is_active: false });
    await expectNoSecrets(res);
    expect((await call('GET', '/api/admin', { token: moderator })).status).toBe(403);
    expect((await login('moderator', 'moderator123')).status).toBe(403);
  });

  it('reactivates an admin; the sessions from before the deactivation stay ended', async () => {
    const moderator = await tokenOf('moderator', 'moderator123');
    await call('PATCH', '/api/admin/2/status', { token, json: { is_active: false } });
    const res = await call<AdminUser>('PATCH', '/api/admin/2/status', { token, json: { is_active: 'true' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Admin activated successfully!');
    expect(res.body.data?.is_active).toBe(true);
    expect((await call('GET', '/api/admin', { token: moderator })).status).toBe(401);
    expect((await login('moderator', 'moderator123')).status).toBe(200);
  });

  it('refuses with 409 to deactivate the last active admin', async () => {
    await call('PATCH', '/api/admin/2/status', { token, json: { is_active: false } });
    const res = await call('PATCH', '/api/admin/1/status', { token, json: { is_active: false } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ADMIN_ERRORS.deactivateLastActive);
    expect(res.body.message).toMatch(/last active admin/);
    expect((await getDb().admins.get(1))?.is_active).toBe(true);
    expect((await call('GET', '/api/admin', { token })).status).toBe(200);
  });

  it('refuses with 409 to deactivate the last administrator while a moderator is active: a moderator could not undo it', async () => {
    const res = await call('PATCH', '/api/admin/1/status', { token, json: { is_active: false } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ADMIN_ERRORS.deactivateLastActive);
    expect((await getDb().admins.get(1))?.is_active).toBe(true);
    expect((await getDb().admins.get(2))?.is_active).toBe(true);
    expect((await login('admin', 'admin123')).status).toBe(200);
  });

  it('counts only active administrators: an inactive second administrator does not let the last active one go', async () => {
    const created = await call<AdminUser>('POST', '/api/admin', {
      token,
      json: { username: 'second', email: 'second@example.com', password: 'second123', role: 'admin' },
    });
    await call('PATCH', `/api/admin/${created.body.data!.id}/status`, { token, json: { is_active: false } });
    expect((await call('PATCH', '/api/admin/1/status', { token, json: { is_active: false } })).status).toBe(409);
  });

  it('lets an admin deactivate themselves while another administrator is active', async () => {
    await call('POST', '/api/admin', { token, json: { username: 'second', email: 'second@example.com', password: 'second123', role: 'admin' } });
    const res = await call('PATCH', '/api/admin/1/status', { token, json: { is_active: false } });
    expect(res.status).toBe(200);
    expect((await call('GET', '/api/admin', { token })).status).toBe(403);
    expect((await login('second', 'second123')).status).toBe(200);
  });

  it('answers 400 with field errors and changes nothing', async () => {
    const res = await expectInvalid(call('PATCH', '/api/admin/2/status', { token, json: { is_active: 'maybe' } }));
    expect(res.body.errors).toEqual({ is_active: 'Must be true or false' });
    expect((await getDb().admins.get(2))?.is_active).toBe(true);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await call('PATCH', '/api/admin/99/status', { token, json: { is_active: false } })).status).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await call('PATCH', '/api/admin/2/status', { json: { is_active: false } })).status).toBe(401);
    expect((await getDb().admins.get(2))?.is_active).toBe(true);
  });
});

describe('DELETE /api/admin/{id}', () => {
  it('deletes another admin and ends their sessions', async () => {
    const moderator = await tokenOf('moderator', 'moderator123');
    const res = await call('DELETE', '/api/admin/2', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { id: 2 }, message: 'Admin deleted successfully!' });
    expect(await getDb().admins.get(2)).toBeUndefined();
    expect(await sessionOf(moderator)).toBeUndefined();
    expect((await call('GET', '/api/admin', { token: moderator })).status).toBe(401);
  });

  it('refuses with 409 to delete your own account', async () => {
    const res = await call('DELETE', '/api/admin/1', { token });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: 'You cannot delete your own account' });
    expect(await getDb().admins.get(1)).toBeDefined();
  });

  it('lets an admin delete an inactive account', async () => {
    await getDb().admins.update(2, { is_active: false });
    expect((await call('DELETE', '/api/admin/2', { token })).status).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await call('DELETE', '/api/admin/99', { token })).status).toBe(404);
    expect((await call('DELETE', '/api/admin/x', { token })).status).toBe(404);
    expect(await getDb().admins.all()).toHaveLength(2);
  });

  it('answers 401 without a token and 403 with an inactive admin', async () => {
    expect((await call('DELETE', '/api/admin/2')).status).toBe(401);
    await getDb().admins.update(1, { is_active: false });
    expect((await call('DELETE', '/api/admin/2', { token })).status).toBe(403);
    expect(await getDb().admins.all()).toHaveLength(2);
  });
});

describe('POST /api/admin/upload', () => {
  it('stores the image and answers imageUrl both in data and beside it', async () => {
    const res = await call<{ imageUrl: string }>('POST', '/api/admin/upload', { token, form: formOf({}, { image: pngFile(256) }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, data: { imageUrl: '/uploads/1.png' }, imageUrl: '/uploads/1.png' });
    expect(await getDb().uploads.all()).toEqual([expect.objectContaining({ id: 1, file: '1.png', type: 'image/png', size: 256 })]);
    const served = await fetch(new URL('/uploads/1.png', window.location.origin));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await served.arrayBuffer()).byteLength).toBe(256);
  });

  it('answers 400 without an image, and stores nothing', async () => {
    const res = await call('POST', '/api/admin/upload', { token, form: formOf({ title: 'x' }) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ image: ADMIN_ERRORS.imageRequired });
    expect(await getDb().uploads.all()).toEqual([]);
  });

  it('answers 415 for a file that is not really an image and 413 above 5 MB', async () => {
    expect((await call('POST', '/api/admin/upload', { token, form: formOf({}, { image: fakePngFile() }) })).status).toBe(415);
    expect((await call('POST', '/api/admin/upload', { token, form: formOf({}, { image: pngFile(5 * 1024 * 1024 + 1) }) })).status).toBe(413);
    expect(await getDb().uploads.all()).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await call('POST', '/api/admin/upload', { form: formOf({}, { image: pngFile() }) })).status).toBe(401);
    expect(await getDb().uploads.all()).toEqual([]);
  });
});

describe('no admin response carries a password, hash or salt', () => {
  it('holds across sign-in, reads, writes and refusals', async () => {
    const results: CallResult[] = [];
    const record = async (result: Promise<CallResult>) => {
      results.push(await result);
    };
    await record(login('admin', 'admin123'));
    await record(login('admin', 'wrong-one'));
    await record(call('GET', '/api/admin', { token }));
    await record(call('POST', '/api/admin', { token, json: { username: 'ed', email: 'ed@example.org', password: 'ed-secret-1', role: 'admin' } }));
    await record(call('POST', '/api/admin', { token, json: { username: 'ed', email: 'ed@example.org', password: 'ed-secret-1' } }));
    await record(call('PATCH', '/api/admin/3/password', { token, json: { newPassword: 'ed-secret-2' } }));
    await record(call('PATCH', '/api/admin/3/password', { token, json: { newPassword: 'short' } }));
    await record(call('PATCH', '/api/admin/3/status', { token, json: { is_active: false } }));
    await record(call('PATCH', '/api/admin/3/status', { token, json: { is_active: true } }));
    await record(login('ed', 'ed-secret-2'));
    await record(call('DELETE', '/api/admin/1', { token }));
    await record(call('DELETE', '/api/admin/3', { token }));
    await record(call('GET', '/api/admin', { token }));
    for (const result of results) await expectNoSecrets(result, 'ed-secret-1', 'ed-secret-2');
  });
});
