// Admin accounts and sign-in. Passwords are kept as salted PBKDF2 hashes and never leave the
// server: every answer goes through publicAdmin().
import { http } from 'msw';
import { ADMIN_MESSAGES, adminStatusSchema, changePasswordSchema, createAdminSchema, loginSchema } from '@/types/api/admins';
import { VALIDATION_FAILED } from '@/types/api/envelope';
import { hashPassword, newToken, randomHex, SESSION_TTL_MS, verifyPassword } from '../auth';
import { getDb } from '../db/db';
import type { AdminRecord } from '../db/records';
import { storeUpload } from '../uploads';
import { api, fail, notFound, ok, parseBody, parseId, publicAdmin, readBody, requireAdmin, scenarioDelay } from '../utils';

export const ADMIN_ERRORS = {
  invalidLogin: 'Invalid username or password',
  inactive: 'This admin account is inactive',
  duplicateUsername: 'Username already exists',
  deleteSelf: 'You cannot delete your own account',
  deleteLastActive: 'You cannot delete the last active admin account',
  deactivateLastActive: 'You cannot deactivate the last active admin account: activate another admin first',
  imageRequired: 'Please choose an image to upload',
} as const;

/** Compared against when the username is unknown, so the answer takes as long either way. */
const DUMMY_SALT = '5f'.repeat(16);
const DUMMY_HASH = '0'.repeat(64);

const SALT_BYTES = 16;

async function saltedHash(password: string): Promise<Pick<AdminRecord, 'password_hash' | 'password_salt'>> {
  const salt = randomHex(SALT_BYTES);
  return { password_salt: salt, password_hash: await hashPassword(password, salt) };
}

/** Ends an admin's sessions, except `keepToken` (the caller's own, after changing their password). */
async function endSessions(adminId: number, keepToken?: string): Promise<void> {
  const sessions = getDb().sessions;
  const all = await sessions.all();
  const kept = all.filter((s) => s.adminId !== adminId || s.token === keepToken);
  if (kept.length !== all.length) await sessions.replaceAll(kept);
}

function bearer(request: Request): string {
  const header = request.headers.get('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

const byId = (a: AdminRecord, b: AdminRecord) => a.id - b.id;

export const adminsHandlers = [
  http.post(api('/api/admin/login'), async ({ request }) => {
    await scenarioDelay();
    const parsed = await parseBody(request, loginSchema);
    if (!parsed.ok) return parsed.response;
    const { username, password } = parsed.data;
    const db = getDb();
    const admin = await db.admins.find((a) => a.username === username);
    // Hash even for an unknown name: the timing must not tell which usernames exist.
    const valid = await verifyPassword(password, admin?.password_salt ?? DUMMY_SALT, admin?.password_hash ?? DUMMY_HASH);
    if (!admin || !valid) return fail(401, ADMIN_ERRORS.invalidLogin);
    if (!admin.is_active) return fail(403, ADMIN_ERRORS.inactive);
    const now = Date.now();
    // Expired sessions are dropped here so the collection stays small.
    const sessions = await db.sessions.all();
    const live = sessions.filter((s) => s.expiresAt > now);
    if (live.length !== sessions.length) await db.sessions.replaceAll(live);
    const token = newToken();
    await db.sessions.insert({ token, adminId: admin.id, expiresAt: now + SESSION_TTL_MS });
    return ok({ token, user: publicAdmin(admin) }, 200, { message: ADMIN_MESSAGES.loginSuccess });
  }),

  http.get(api('/api/admin'), async ({ request }) => {
    await scenarioDelay();
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    return ok((await getDb().admins.all()).slice().sort(byId).map(publicAdmin));
  }),

  http.post(api('/api/admin'), async ({ request }) => {
    await scenarioDelay();
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const parsed = await parseBody(request, createAdminSchema);
    if (!parsed.ok) return parsed.response;
    const { username, email, password, role } = parsed.data;
    const admins = getDb().admins;
    const taken = async () => (await admins.all()).some((a) => a.username.toLowerCase() === username.toLowerCase());
    const duplicate = () => fail(409, ADMIN_ERRORS.duplicateUsername, { username: ADMIN_ERRORS.duplicateUsername });
    if (await taken()) return duplicate();
    const secrets = await saltedHash(password);
    // Checked again: another request may have taken the name while the hash was computed.
    if (await taken()) return duplicate();
    const admin = await admins.insert({ username, email, role, is_active: true, created_at: new Date().toISOString(), ...secrets });
    return ok(publicAdmin(admin), 201, { message: 'Admin created successfully!' });
  }),

  http.patch(api('/api/admin/:id/password'), async ({ request, params }) => {
    await scenarioDelay();
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const id = parseId(params.id);
    const admins = getDb().admins;
    if (!id || !(await admins.get(id))) return notFound('Admin');
    const parsed = await parseBody(request, changePasswordSchema);
    if (!parsed.ok) return parsed.response;
    const updated = await admins.update(id, await saltedHash(parsed.data.newPassword));
    if (!updated) return notFound('Admin');
    // A new password signs the account out everywhere else.
    await endSessions(id, bearer(request));
    return ok(publicAdmin(updated), 200, { message: 'Password updated successfully!' });
  }),

  http.patch(api('/api/admin/:id/status'), async ({ request, params }) => {
    await scenarioDelay();
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const id = parseId(params.id);
    const admins = getDb().admins;
    const existing = id ? await admins.get(id) : undefined;
    if (!id || !existing) return notFound('Admin');
    const parsed = await parseBody(request, adminStatusSchema);
    if (!parsed.ok) return parsed.response;
    const { is_active } = parsed.data;
    if (!is_active && existing.is_active) {
      const othersActive = (await admins.all()).some((a) => a.is_active && a.id !== id);
      if (!othersActive) return fail(409, ADMIN_ERRORS.deactivateLastActive);
    }
    const updated = await admins.update(id, { is_active });
    // While inactive, the admin's sessions answer 403 (so the app can say why); they are ended
    // on reactivation, so an old token never comes back to life.
    if (is_active && !existing.is_active) await endSessions(id);
    return ok(publicAdmin(updated!), 200, { message: `Admin ${is_active ? 'activated' : 'deactivated'} successfully!` });
  }),

  http.delete(api('/api/admin/:id'), async ({ request, params }) => {
    await scenarioDelay();
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const id = parseId(params.id);
    const admins = getDb().admins;
    const existing = id ? await admins.get(id) : undefined;
    if (!id || !existing) return notFound('Admin');
    if (id === auth.admin.id) return fail(409, ADMIN_ERRORS.deleteSelf);
    // The caller is active, so this only guards a db edited by hand; kept for a real backend.
    if (existing.is_active && !(await admins.all()).some((a) => a.is_active && a.id !== id)) {
      return fail(409, ADMIN_ERRORS.deleteLastActive);
    }
    await admins.remove(id);
    await endSessions(id);
    return ok({ id }, 200, { message: 'Admin deleted successfully!' });
  }),

  http.post(api('/api/admin/upload'), async ({ request }) => {
    await scenarioDelay();
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const read = await readBody(request, { multipart: true });
    if (!read.ok) return read.response;
    const file = read.files.image;
    if (!file) return fail(400, VALIDATION_FAILED, { image: ADMIN_ERRORS.imageRequired });
    const stored = await storeUpload(file);
    if (!stored.ok) return stored.response;
    return ok({ imageUrl: stored.url }, 201, { imageUrl: stored.url, message: 'Image uploaded successfully!' });
  }),
];
