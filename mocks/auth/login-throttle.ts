// The sign-in throttle (the rule: LOGIN_DELAY_* and CLIENT_* in src/types/api/admins.ts): a
// delay per username and client that starts after a few failures and grows, and a cap of failures
// per client, kept in the db (so a reload and every tab see it; ?reset=1 clears it), keyed by the
// normalised username whether or not the account exists (the answer must not tell). A refused
// attempt checks no password, runs no hash and extends nothing. Times come from the real clock: a
// pinned QA clock (X-Mock-Now) must neither lock an account out nor space guesses apart.
import {
  CLIENT_MAX_FAILURES,
  CLIENT_WINDOW_MS,
  LOGIN_DELAY_BASE_MS,
  LOGIN_DELAY_FROM_FAILURE,
  LOGIN_DELAY_MAX_MS,
  LOGIN_WINDOW_MS,
  normaliseUsername,
} from '@/types/api/admins';
import type { RequestContext } from '../core/context';
import type { LoginAttemptRecord } from '../db/records';

export type AttemptStart = { allowed: true; at: number } | { allowed: false; secondsLeft: number };

type Store = Pick<RequestContext, 'db' | 'realNow' | 'client'>;

/** A username's failures from one client: another client's failures delay nobody here. */
const userKey = (username: string, client: string) => `user:${normaliseUsername(username).toLowerCase()}@${client}`;
const clientKey = (client: string) => `client:${client}`;

/** The delay after `failures` failed sign-ins in a row: none for the first four, then 1 s, 2 s, 4 s … at most a minute. */
export const delayAfter = (failures: number): number =>
  failures < LOGIN_DELAY_FROM_FAILURE ? 0 : Math.min(LOGIN_DELAY_BASE_MS * 2 ** (failures - LOGIN_DELAY_FROM_FAILURE), LOGIN_DELAY_MAX_MS);

/** Until when a record refuses (0: it does not). */
function refusedUntil(record: LoginAttemptRecord | undefined): number {
  if (!record || record.failures.length === 0) return 0;
  if (record.key.startsWith('client:')) {
    return record.failures.length >= CLIENT_MAX_FAILURES ? Math.min(...record.failures) + CLIENT_WINDOW_MS : 0;
  }
  return Math.max(...record.failures) + delayAfter(record.failures.length);
}

/**
 * Called before the password is checked. Refuses while the username's delay or the client's cap
 * runs; otherwise counts the attempt as failed for both until attemptSucceeded() says otherwise, so
 * parallel guesses cannot slip past while the password hashes.
 */
export function startAttempt({ db, realNow, client }: Store, username: string): Promise<AttemptStart> {
  const keys = [userKey(username, client), clientKey(client)];
  return db.loginAttempts.transact<AttemptStart>((all) => {
    const at = realNow();
    // Failures past their window are forgotten; records left empty (and ones of older builds, with no key) are dropped.
    const live = all
      .filter((r) => typeof r.key === 'string')
      .map((r) => ({ ...r, failures: r.failures.filter((t) => t > at - (r.key.startsWith('client:') ? CLIENT_WINDOW_MS : LOGIN_WINDOW_MS)) }))
      .filter((r) => r.failures.length > 0);
    const until = Math.max(...keys.map((key) => refusedUntil(live.find((r) => r.key === key))));
    if (until > at) return { records: live, result: { allowed: false, secondsLeft: Math.ceil((until - at) / 1000) } };
    let nextId = live.reduce((max, r) => Math.max(max, r.id), 0);
    const records = [...live];
    for (const key of keys) {
      const index = records.findIndex((r) => r.key === key);
      if (index >= 0) records[index] = { ...records[index], failures: [...records[index].failures, at] };
      else records.push({ id: (nextId += 1), key, failures: [at] });
    }
    return { records, result: { allowed: true, at } };
  });
}

/** The password was right: the username's failures are forgotten, and this attempt is no failure of the client's. */
export async function attemptSucceeded({ db, client }: Pick<Store, 'db' | 'client'>, username: string, at: number): Promise<void> {
  const [user, own] = [userKey(username, client), clientKey(client)];
  await db.loginAttempts.transact((all) => {
    const records = all.flatMap((r) => {
      if (r.key === user) return [];
      if (r.key !== own) return [r];
      const index = r.failures.lastIndexOf(at);
      const failures = index < 0 ? r.failures : [...r.failures.slice(0, index), ...r.failures.slice(index + 1)];
      return failures.length ? [{ ...r, failures }] : [];
    });
    return { records, result: undefined };
  });
}
