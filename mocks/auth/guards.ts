// The admin guards every protected route runs first, and what of an admin may leave the server.
import { ADMIN_MESSAGES, isAdministrator } from '@/types/api/admins';
import { contextOf } from '../core/context';
import { fail } from '../core/responses';
import type { AdminRecord, SessionRecord } from '../db/records';
import { bearerToken, liveSession } from './sessions';

/** Strips the secrets from an admin record before it leaves the server. */
export function publicAdmin(admin: AdminRecord) {
  const { password_hash: _hash, password_salt: _salt, password_iterations: _iterations, ...rest } = admin;
  return rest;
}

/**
 * The admin guard: 401 without a valid, unexpired bearer token; 403 for an inactive admin.
 * Returns the signed-in admin and the session otherwise.
 */
export async function requireAdmin(
  request: Request,
): Promise<{ ok: true; admin: AdminRecord; session: SessionRecord } | { ok: false; response: Response }> {
  const token = bearerToken(request);
  if (!token) return { ok: false, response: fail(401, 'Authentication required') };
  const context = contextOf(request);
  const session = await liveSession(context, token);
  const admin = session ? await context.db.admins.get(session.adminId) : undefined;
  if (!session || !admin) return { ok: false, response: fail(401, 'Invalid or expired session, please sign in again') };
  if (!admin.is_active) return { ok: false, response: fail(403, 'This admin account is inactive') };
  return { ok: true, admin, session };
}

/**
 * The guard of what only the admin role may do (admin accounts, settings writes, demo import,
 * reset and scenario): requireAdmin, then 403 'Only administrators can do this.' for a moderator.
 */
export async function requireAdministrator(request: Request): ReturnType<typeof requireAdmin> {
  const auth = await requireAdmin(request);
  if (auth.ok && !isAdministrator(auth.admin)) return { ok: false, response: fail(403, ADMIN_MESSAGES.adminOnly) };
  return auth;
}
