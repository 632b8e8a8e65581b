// What the reliability tests compare before and after a refused request: all that the mock server
// and the app keep, as text, so that any write shows up as a difference.
import { getDb } from '@/testing/test-db';
import { Collection } from '../db/collection';

/**
 * Everything stored, as text. With `sessions: false` the sessions are left out: an expired
 * session is rightly removed when it is presented.
 */
export async function storedState({ sessions = true } = {}): Promise<string> {
  const db = getDb();
  const collections: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(db)) {
    // The throttle counts refused sign-ins on purpose: a refused request may write there.
    if (!(value instanceof Collection) || name === 'loginAttempts') continue;
    collections[name] = name === 'sessions' && !sessions ? null : await value.all();
  }
  return JSON.stringify({
    ...collections,
    settings: await db.getSettings(),
    keys: (await db.storage.keys()).filter((key) => sessions || !key.includes('sessions')).sort(),
    scenario: sessionStorage.getItem('mockScenario'),
    events: localStorage.getItem('events'),
    categories: localStorage.getItem('categories'),
  });
}
