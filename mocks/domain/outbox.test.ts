import { describe, expect, it } from 'vitest';
import { outboxEntrySchema } from '@/types/api/settings';
import { getDb } from '@/testing/test-db';
import { call, testContext } from '../testing/handler-test-utils';
import { recordEmail } from './outbox';

async function setFlags(flags: Partial<Record<'sendDonationEmail' | 'sendContactEmail' | 'sendVolunteerEmail', boolean>>) {
  const settings = (await getDb().getSettings())!;
  await getDb().setSettings({ ...settings, email: { ...settings.email, ...flags } });
}

const kinds = () =>
  getDb()
    .outbox.all()
    .then((all) => all.map((mail) => mail.kind));

describe('recordEmail', () => {
  it('records each notification while its flag is on (the seed has all three on)', async () => {
    await recordEmail(testContext(), 'donation', 'a@example.org', 'Donation', 'Body');
    await recordEmail(testContext(), 'contact', 'a@example.org', 'Contact', 'Body');
    await recordEmail(testContext(), 'volunteer', 'a@example.org', 'Volunteer', 'Body');
    const all = await getDb().outbox.all();
    expect(all.map((m) => [m.id, m.kind, m.to, m.subject])).toEqual([
      [1, 'donation', 'a@example.org', 'Donation'],
      [2, 'contact', 'a@example.org', 'Contact'],
      [3, 'volunteer', 'a@example.org', 'Volunteer'],
    ]);
    for (const mail of all) expect(outboxEntrySchema.parse(mail)).toEqual(mail);
  });

  it.each([
    ['donation', 'sendDonationEmail'],
    ['contact', 'sendContactEmail'],
    ['volunteer', 'sendVolunteerEmail'],
  ] as const)('records no %s e-mail while %s is off, and the other kinds still', async (kind, flag) => {
    await setFlags({ [flag]: false });
    for (const k of ['donation', 'contact', 'volunteer'] as const) await recordEmail(testContext(), k, 'a@example.org', k, 'Body');
    expect(await kinds()).toEqual(['donation', 'contact', 'volunteer'].filter((k) => k !== kind));
  });

  it('always records a test e-mail', async () => {
    await setFlags({ sendDonationEmail: false, sendContactEmail: false, sendVolunteerEmail: false });
    await recordEmail(testContext(), 'test', 'check@example.org', 'Test', 'Body');
    expect(await kinds()).toEqual(['test']);
  });

  it("sends to the settings' admin address when `to` is null, and records nothing without one", async () => {
    await recordEmail(testContext(), 'contact', null, 'Contact', 'Body');
    expect((await getDb().outbox.get(1))?.to).toBe('admin@hopefoundation.org.uk');
    const settings = (await getDb().getSettings())!;
    await getDb().setSettings({ ...settings, email: { ...settings.email, adminEmail: undefined } });
    await recordEmail(testContext(), 'contact', null, 'Contact', 'Body');
    expect(await getDb().outbox.all()).toHaveLength(1);
  });

  it('keeps entries within the contract limits, so an export can be imported back', async () => {
    await recordEmail(testContext(), 'contact', 'a@example.org', 's'.repeat(5000), 'b'.repeat(100_000));
    const [mail] = await getDb().outbox.all();
    expect(outboxEntrySchema.safeParse(mail).success).toBe(true);
  });
});

describe('notification e-mails from the public forms', () => {
  const contact = { name: 'Ann Lee', email: 'ann@example.org', message: 'I would like to help.' };
  const volunteer = {
    name: 'Ann Lee',
    email: 'ann@example.org',
    phone: '+44 7700 900123',
    address: '1 High Street, London, UK',
    skills: 'Teaching',
    availability: 'Weekends',
    motivation: 'I want to give back.',
  };

  it('a contact message is recorded to the admin address; not when the flag is off', async () => {
    expect((await call('POST', '/api/contact-forms', { json: contact })).status).toBe(201);
    expect(await getDb().outbox.all()).toEqual([expect.objectContaining({ kind: 'contact', to: 'admin@hopefoundation.org.uk' })]);
    await setFlags({ sendContactEmail: false });
    expect((await call('POST', '/api/contact-forms', { json: contact })).status).toBe(201);
    expect(await getDb().outbox.all()).toHaveLength(1);
  });

  it('a volunteer application is recorded; not when the flag is off', async () => {
    expect((await call('POST', '/api/volunteers', { json: volunteer })).status).toBe(201);
    expect(await kinds()).toEqual(['volunteer']);
    await setFlags({ sendVolunteerEmail: false });
    expect((await call('POST', '/api/volunteers', { json: volunteer })).status).toBe(201);
    expect(await kinds()).toEqual(['volunteer']);
  });
});
