// The sign-in throttle: LOGIN_MAX_FAILURES failed attempts for one username within LOGIN_WINDOW_MS
// answer 429 until the first of them is LOGIN_WINDOW_MS old; a success clears the count. Kept in
// the db, so it survives a reload and every tab sees it, keyed by the lower-cased username whether
// or not the account exists (the answer must not tell). Times come from the backend's clock.
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from '@/types/api/admins';
import type { RequestContext } from './core/context';
import type { LoginAttemptRecord } from './db/records';

const MINUTE = 60_000;

export type AttemptStart = { allowed: true } | { allowed: false; minutesLeft: number };

/**
 * Called before the password is checked. Refuses while the username is locked; otherwise counts
 * the attempt as failed until attemptSucceeded() says otherwise, so parallel guesses cannot slip
 * past the limit while the password hashes.
 */
export function startAttempt({ db, now }: Pick<RequestContext, 'db' | 'now'>, username: string): Promise<AttemptStart> {
  const key = username.toLowerCase();
  return db.loginAttempts.transact<AttemptStart>((all) => {
    const at = now();
    const since = at - LOGIN_WINDOW_MS;
    // Records whose failures are all past the window are dropped, so the list stays small.
    const live = all
      .map((r) => ({ ...r, failures: r.failures.filter((t) => t > since) }))
      .filter((r) => r.failures.length > 0);
    const record: LoginAttemptRecord = live.find((r) => r.username === key) ?? {
      id: live.reduce((max, r) => Math.max(max, r.id), 0) + 1,
      username: key,
      failures: [],
    };
    const others = live.filter((r) => r !== record);
    if (record.failures.length >= LOGIN_MAX_FAILURES) {
      const minutesLeft = Math.ceil((Math.min(...record.failures) + LOGIN_WINDOW_MS - at) / MINUTE);
      return { records: live, result: { allowed: false, minutesLeft } };
    }
    // Only the latest LOGIN_MAX_FAILURES matter: the lock ends when the first of them leaves the window.
    const failures = [...record.failures, at].slice(-LOGIN_MAX_FAILURES);
    return { records: [...others, { ...record, failures }], result: { allowed: true } };
  });
}

/** The password was right: the username's failed attempts are forgotten. */
export async function attemptSucceeded({ db }: Pick<RequestContext, 'db'>, username: string): Promise<void> {
  const key = username.toLowerCase();
  await db.loginAttempts.transact((all) => {
    const kept = all.filter((r) => r.username !== key);
    return { records: kept.length === all.length ? undefined : kept, result: undefined };
  });
}
