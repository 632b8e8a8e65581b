// The simulated e-mail outbox: what the server would have sent, when the settings flags allow it.
import { MAX_EMAIL, MAX_NAME, MAX_TEXT } from '@/types/api/coerce';
import type { OutboxKind } from '@/types/api/settings';
import { nowIsoOf, type RequestContext } from '../core/context';

const FLAG = {
  donation: 'sendDonationEmail',
  contact: 'sendContactEmail',
  volunteer: 'sendVolunteerEmail',
} as const;

/** The contract's limits (outboxEntrySchema), so every entry survives an export and import. */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Records an e-mail. Notifications (donation, contact, volunteer) are recorded only while their
 * settings flag is on; a test e-mail always is. `to` null means the settings' admin address; with
 * no address at all nothing can be sent, so nothing is recorded.
 */
export async function recordEmail(context: RequestContext, kind: OutboxKind, to: string | null, subject: string, body: string): Promise<void> {
  const { db } = context;
  const email = (await db.getSettings())?.email;
  // The flags default to true (spec), so a missing settings record still sends.
  if (kind !== 'test' && email && email[FLAG[kind]] === false) return;
  const recipient = (to ?? email?.adminEmail ?? '').trim();
  if (!recipient || recipient.length > MAX_EMAIL) return;
  await db.outbox.insert({
    to: recipient,
    subject: clip(subject, MAX_NAME * 3),
    body: clip(body, MAX_TEXT * 3),
    kind,
    created_at: nowIsoOf(context),
  });
}
