// What the reliability tests compare before and after a refused request: all that the mock server
// and the app keep, as text, so that any write shows up as a difference.
import { getDb } from '@/testing/test-db';

/**
 * Everything stored, as text. With `sessions: false` the sessions are left out: an expired
 * session is rightly removed when it is presented.
 */
export async function storedState({ sessions = true } = {}): Promise<string> {
  const db = getDb();
  return JSON.stringify({
    banners: await db.banners.all(),
    services: await db.services.all(),
    gallery: await db.gallery.all(),
    donations: await db.donations.all(),
    contacts: await db.contacts.all(),
    volunteers: await db.volunteers.all(),
    admins: await db.admins.all(),
    sessions: sessions ? await db.sessions.all() : null,
    uploads: await db.uploads.all(),
    outbox: await db.outbox.all(),
    settings: await db.getSettings(),
    keys: (await db.storage.keys()).filter((key) => sessions || !key.includes('sessions')).sort(),
    scenario: sessionStorage.getItem('mockScenario'),
    events: localStorage.getItem('events'),
    categories: localStorage.getItem('categories'),
  });
}
