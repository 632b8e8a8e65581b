// The simulated e-mail outbox: what the server would have sent, when the settings flags allow it.
import { getDb } from './db/db';

const FLAG = {
  donation: 'sendDonationEmail',
  contact: 'sendContactEmail',
  volunteer: 'sendVolunteerEmail',
} as const;

/** Records a notification e-mail unless its settings flag is off. */
export async function recordEmail(
  kind: 'donation' | 'contact' | 'volunteer',
  to: string,
  subject: string,
  body: string,
): Promise<void> {
  const db = getDb();
  const email = (await db.getSettings())?.email;
  // The flags default to true (spec), so a missing settings record still sends.
  if (email && email[FLAG[kind]] === false) return;
  await db.outbox.insert({ to: to || email?.adminEmail || '', subject, body, kind, created_at: new Date().toISOString() });
}
