// Admin accounts, sign-in and sign-out. Passwords are kept as salted PBKDF2 hashes and never
// leave the server: every answer goes through publicAdmin().
import { http, type HttpHandler } from 'msw';
import {
  ADMIN_MESSAGES,
  adminStatusSchema,
  changePasswordSchema,
  createAdminSchema,
  isActiveAdministrator,
  loginSchema,
  normaliseUsername,
  tooManyAttemptsMessage,
  type ChangePasswordResponse,
} from '@/types/api/admins';
import { VALIDATION_FAILED } from '@/types/api/envelope';
import { needsRehash, newSecret, PASSWORD_ITERATIONS, type PasswordSecret } from '../auth/passwords';
import { contextOf, nowIsoOf } from '../core/context';
import type { Db } from '../db/db';
import type { AdminRecord } from '../db/records';
import { attemptSucceeded, startAttempt } from '../auth/login-throttle';
import { endSessions, startSession } from '../auth/sessions';
import { storeUpload } from '../domain/uploads';
import type { At } from '../core/api-paths';
import { fail, noStore, notFound, ok } from '../core/responses';
import { parseBody, parseId, readBody } from '../core/request-input';
import { publicAdmin, requireAdmin, requireAdministrator } from '../auth/guards';

/** The signed-in administrator and the admin account `/api/admin/:id` names, or the refusal (401/403, 404). */
async function targetAdmin(request: Request, rawId: string | readonly string[] | undefined) {
  const auth = await requireAdministrator(request);
  if (!auth.ok) return auth;
  const id = parseId(rawId);
  const admins = contextOf(request).db.admins;
  const existing = id ? await admins.get(id) : undefined;
  if (!id || !existing) return { ok: false as const, response: notFound('Admin') };
  return { ok: true as const, auth, id, existing, admins };
}

export const ADMIN_ERRORS = {
  invalidLogin: 'Invalid username or password',
  inactive: 'This admin account is inactive',
  duplicateUsername: 'Username already exists',
  deleteSelf: 'You cannot delete your own account',
  deleteLastActive: 'You cannot delete the last active administrator: give another account the admin role first',
  deactivateLastActive: 'You cannot deactivate the last active administrator: activate another account with the admin role first',
  imageRequired: 'Please choose an image to upload',
} as const;

/** Compared against when the username is unknown, so the answer takes as long either way. */
const DUMMY_SECRET: PasswordSecret = { password_salt: '5f'.repeat(16), password_hash: '0'.repeat(64), password_iterations: PASSWORD_ITERATIONS };

const byId = (a: AdminRecord, b: AdminRecord) => a.id - b.id;

/**
 * Replaces (or, with null, removes) account `id` in one read-modify-write, unless that would leave no
 * active administrator (nobody could manage accounts then): 'last' is the answer, nothing changed.
 */
function changeKeepingAnAdministrator(
  admins: Db['admins'],
  id: number,
  change: (account: AdminRecord) => AdminRecord | null,
): Promise<AdminRecord | null | 'last' | 'gone'> {
  return admins.transact<AdminRecord | null | 'last' | 'gone'>((all) => {
    const current = all.find((a) => a.id === id);
    if (!current) return { result: 'gone' };
    const next = change(current);
    const after = all.flatMap((a) => (a.id !== id ? [a] : next ? [next] : []));
    if (!after.some(isActiveAdministrator)) return { result: 'last' };
    return { records: after, result: next };
  });
}

/** POST /api/admin/login's answer, whatever it is. */
async function signIn(request: Request): Promise<Response> {
  const parsed = await parseBody(request, loginSchema);
  if (!parsed.ok) return parsed.response;
  const { username, password } = parsed.data;
  // Checked before the password: a locked username answers 429 even with the right one.
  const context = contextOf(request);
  const attempt = await startAttempt(context, username);
  if (!attempt.allowed) {
    const refused = fail(429, tooManyAttemptsMessage(attempt.secondsLeft));
    refused.headers.set('Retry-After', String(attempt.secondsLeft));
    return refused;
  }
  const admin = await context.db.admins.find((a) => normaliseUsername(a.username) === username);
  // Hash even for an unknown name: the timing must not tell which usernames exist.
  const valid = await context.passwords.verify(password, admin ?? DUMMY_SECRET);
  if (!admin || !valid) return fail(401, ADMIN_ERRORS.invalidLogin);
  await attemptSucceeded(context, username, attempt.at);
  // A hash stored with fewer iterations (an older build, an export's) is made anew while the password is at hand.
  if (needsRehash(admin)) await context.db.admins.update(admin.id, await newSecret(password));
  if (!admin.is_active) return fail(403, ADMIN_ERRORS.inactive);
  const token = await startSession(context, admin.id);
  return ok({ token, user: publicAdmin(admin) }, 200, { message: ADMIN_MESSAGES.loginSuccess });
}

export const adminsHandlers = (at: At): HttpHandler[] => [
  // A sign-in's answer is never kept (no-store): not by a cache, nor as an Idempotency-Key's answer.
  http.post(at('/api/admin/login'), async ({ request }) => noStore(await signIn(request))),

  // Ends the session of the token it is sent with: that token answers 401 from then on.
  http.post(at('/api/admin/logout'), async ({ request }) => {
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    await contextOf(request).db.sessions.remove(auth.session.id);
    return ok(null, 200, { message: ADMIN_MESSAGES.logoutSuccess });
  }),

  // Any signed-in admin may read the list (it carries no secret), so a moderator sees who the
  // administrators are; creating, changing and deleting accounts takes the admin role.
  http.get(at('/api/admin'), async ({ request }) => {
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    return ok((await contextOf(request).db.admins.all()).slice().sort(byId).map(publicAdmin));
  }),

  http.post(at('/api/admin'), async ({ request }) => {
    const auth = await requireAdministrator(request);
    if (!auth.ok) return auth.response;
    const parsed = await parseBody(request, createAdminSchema);
    if (!parsed.ok) return parsed.response;
    const { username, email, password, role } = parsed.data;
    const context = contextOf(request);
    const admins = context.db.admins;
    const key = username.toLowerCase();
    const taken = async () => (await admins.all()).some((a) => normaliseUsername(a.username).toLowerCase() === key);
    const duplicate = () => fail(409, ADMIN_ERRORS.duplicateUsername, { username: ADMIN_ERRORS.duplicateUsername });
    if (await taken()) return duplicate();
    const secrets = await newSecret(password);
    // Checked again: another request may have taken the name while the hash was computed.
    if (await taken()) return duplicate();
    const admin = await admins.insert({ username, email, role, is_active: true, created_at: nowIsoOf(context), ...secrets });
    return ok(publicAdmin(admin), 201, { message: 'Admin created successfully!' });
  }),

  http.patch(at('/api/admin/:id/password'), async ({ request, params }) => {
    const target = await targetAdmin(request, params.id);
    if (!target.ok) return target.response;
    const { auth, id, admins } = target;
    const parsed = await parseBody(request, changePasswordSchema);
    if (!parsed.ok) return parsed.response;
    const updated = await admins.update(id, await newSecret(parsed.data.newPassword));
    if (!updated) return notFound('Admin');
    // A new password ends every session of the account. Whoever changed their own gets a fresh
    // one, so they stay signed in while every other session of theirs is over.
    const context = contextOf(request);
    await endSessions(context, id);
    const data: ChangePasswordResponse = publicAdmin(updated);
    if (id === auth.admin.id) data.token = await startSession(context, id);
    // It may carry a token: never kept.
    return noStore(ok(data, 200, { message: 'Password updated successfully!' }));
  }),

  http.patch(at('/api/admin/:id/status'), async ({ request, params }) => {
    const target = await targetAdmin(request, params.id);
    if (!target.ok) return target.response;
    const { id, existing, admins } = target;
    const parsed = await parseBody(request, adminStatusSchema);
    if (!parsed.ok) return parsed.response;
    const { is_active } = parsed.data;
    const updated = await changeKeepingAnAdministrator(admins, id, (account) => ({ ...account, is_active }));
    if (updated === 'last') return fail(409, ADMIN_ERRORS.deactivateLastActive);
    if (!updated || updated === 'gone') return notFound('Admin');
    // While inactive, the admin's sessions answer 403 (so the app can say why); they are ended
    // on reactivation, so an old token never comes back to life.
    if (is_active && !existing.is_active) await endSessions(contextOf(request), id);
    return ok(publicAdmin(updated), 200, { message: `Admin ${is_active ? 'activated' : 'deactivated'} successfully!` });
  }),

  http.delete(at('/api/admin/:id'), async ({ request, params }) => {
    const target = await targetAdmin(request, params.id);
    if (!target.ok) return target.response;
    const { auth, id, admins } = target;
    if (id === auth.admin.id) return fail(409, ADMIN_ERRORS.deleteSelf);
    // The caller is an active administrator, so this only guards a db edited by hand; kept for a real backend.
    const removed = await changeKeepingAnAdministrator(admins, id, () => null);
    if (removed === 'last') return fail(409, ADMIN_ERRORS.deleteLastActive);
    if (removed === 'gone') return notFound('Admin');
    await endSessions(contextOf(request), id);
    return ok({ id }, 200, { message: 'Admin deleted successfully!' });
  }),

  http.post(at('/api/admin/upload'), async ({ request }) => {
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const read = await readBody(request, { multipart: true });
    if (!read.ok) return read.response;
    const file = read.files.image;
    if (!file) return fail(400, VALIDATION_FAILED, { image: ADMIN_ERRORS.imageRequired });
    const stored = await storeUpload(contextOf(request), file);
    if (!stored.ok) return stored.response;
    return ok({ imageUrl: stored.url }, 201, { imageUrl: stored.url, message: 'Image uploaded successfully!' });
  }),
];
