// Admin sessions: bearer tokens, kept in the db as their SHA-256 (tokenHash), each with an expiry on
// the real clock (a pinned QA clock neither stretches nor ends one). A session stored by a build before issue #27 holds its token in plain text
// (`token`, no tokenHash): it matches no request, so its holder signs in again, and it is dropped
// with the expired ones at the next sign-in.
import { newToken, SESSION_TTL_MS, tokenHash } from './passwords';
import type { RequestContext } from '../core/context';
import type { SessionRecord } from '../db/records';

type Store = Pick<RequestContext, 'db' | 'realNow'>;

/** The bearer token a request carries, or ''. */
export function bearerToken(request: Request): string {
  const header = request.headers.get('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

/** The unexpired session of a token, or null; an expired one is removed on the way. */
export async function liveSession({ db, realNow }: Store, token: string): Promise<SessionRecord | null> {
  const sessions = db.sessions;
  const hash = await tokenHash(token);
  const session = await sessions.find((s) => s.tokenHash === hash);
  if (!session) return null;
  if (session.expiresAt <= realNow()) {
    await sessions.remove(session.id);
    return null;
  }
  return session;
}

/**
 * Opens a session for the admin and returns its token (only its hash is stored). Expired and
 * plain-token sessions are dropped here so the collection stays small.
 */
export async function startSession({ db, realNow }: Store, adminId: number): Promise<string> {
  const token = newToken();
  const hash = await tokenHash(token);
  await db.sessions.transact((all) => {
    const at = realNow();
    const live = all.filter((s) => s.expiresAt > at && typeof s.tokenHash === 'string');
    const id = live.reduce((max, s) => Math.max(max, s.id), 0) + 1;
    return { records: [...live, { id, tokenHash: hash, adminId, expiresAt: at + SESSION_TTL_MS }], result: undefined };
  });
  return token;
}

/** Ends every session of an admin. */
export async function endSessions({ db }: Pick<Store, 'db'>, adminId: number): Promise<void> {
  await db.sessions.transact((all) => {
    const kept = all.filter((s) => s.adminId !== adminId);
    return { records: kept.length === all.length ? undefined : kept, result: undefined };
  });
}
