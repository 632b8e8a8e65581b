import { describe, expect, it } from 'vitest';
import { request } from '@/lib/api-client';
import {
  adminDonationSchema,
  donateFormSchema,
  latestDonationSchema,
  storedDonationSchema,
  toDonationBody,
  type AdminDonation,
  type LatestDonation,
  type StoredDonation,
} from '@/types/api/donations';
import { getDb, resetTestDb, testSeedClock } from '@/testing/test-db';
import { seedDonations } from '../seed/donations';
import { adminEachTest, adminToken, call, deleteRefusalCases, expectInvalid, formOf, useScenario } from '../testing/handler-test-utils';

const admin = adminEachTest();

/** The seed's donations: ids 1 to SEEDED, in date order; a new one gets SEEDED + 1. */
const SEEDED = seedDonations(testSeedClock()).length;

/** The id of a donor's first seed gift (monthly donors gave several). */
const idOf = async (name: string) => (await getDb().donations.all()).find((d) => d.donor_name === name)!.id;

const body = {
  donor_name: 'Ayesha Malik',
  donor_email: 'ayesha@example.com',
  donor_phone: '+44 7700 900999',
  donor_country: 'United Kingdom',
  amount: 75,
  donation_type: 'zakat',
  message: 'For the flood appeal',
  is_anonymous: false,
  card_last4: '4242',
  card_name: 'Ayesha Malik',
};

describe('POST /api/donations (public)', () => {
  it('stores the donation with the defaults and answers 201 with it', async () => {
    const { status, body: res } = await call<StoredDonation>('POST', '/api/donations', { json: body });
    expect(status).toBe(201);
    expect(res.success).toBe(true);
    expect(res.data).toMatchObject({
      ...body,
      id: SEEDED + 1,
      status: 'Completed',
      currency: 'USD',
      payment_method: 'Credit Card',
      campaign: 'general',
      frequency: 'one-time',
    });
    expect(Date.now() - Date.parse(res.data!.created_at)).toBeLessThan(60_000);
    storedDonationSchema.parse(res.data);
    expect(await getDb().donations.get(SEEDED + 1)).toEqual(res.data);
  });

  it("accepts the donate wizard's body (toDonationBody): only the last 4 digits travel", async () => {
    const form = donateFormSchema.parse({
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@example.com',
      address: '1 High St, Leeds, United Kingdom',
      amount: 25,
      donationType: 'sadqa',
      cardName: 'S Lee',
      cardNumber: '4111 1111 1111 1234',
      expiryDate: '12/39',
      cvv: '123',
    });
    const data = await request<StoredDonation>('/api/donations', {
      method: 'POST',
      body: toDonationBody(form),
      fallbackMessage: 'Failed to process donation. Please try again.',
    });
    expect(data).toMatchObject({ donor_name: 'Sam Lee', donor_country: 'United Kingdom', card_last4: '1234', donation_type: 'sadqa' });
    const all = JSON.stringify(await getDb().donations.all());
    expect(all).not.toContain('4111111111111234');
    expect(all).not.toContain('4111 1111 1111 1234');
  });

  it('refuses invalid fields (400 with field errors) and stores nothing', async () => {
    const { body: res } = await expectInvalid(
      call('POST', '/api/donations', {
        json: { ...body, donor_name: ' ', donor_email: 'not-an-email', amount: 0, card_last4: '12', donation_type: 'gift' },
      }),
    );
    expect(res.errors).toMatchObject({
      donor_name: 'Name is required',
      donor_email: 'Please enter a valid email address',
      amount: 'Amount must be greater than 0',
      card_last4: 'The last 4 card digits must be exactly 4 digits',
      donation_type: 'Donation type must be donation, zakat or sadqa',
    });
    expect(await getDb().donations.all()).toHaveLength(SEEDED);
  });

  it("stores a monthly gift as 'monthly'", async () => {
    const { status, body: res } = await call<StoredDonation>('POST', '/api/donations', { json: { ...body, frequency: 'monthly' } });
    expect(status).toBe(201);
    expect(res.data?.frequency).toBe('monthly');
    expect((await getDb().donations.get(SEEDED + 1))?.frequency).toBe('monthly');
  });

  it.each(['weekly', 'Monthly', 12, true])('refuses the frequency %j (400) and stores nothing', async (frequency) => {
    const { status, body: res } = await call('POST', '/api/donations', { json: { ...body, frequency } });
    expect(status).toBe(400);
    expect(res.errors).toEqual({ frequency: 'Frequency must be one-time or monthly' });
    expect(await getDb().donations.all()).toHaveLength(SEEDED);
  });

  it.each([
    ['cardNumber', '4111111111111111'],
    ['card_number', '4111111111111111'],
    ['cvv', '123'],
  ])('refuses a body carrying %s (400) and stores nothing', async (key, value) => {
    const { body: res } = await expectInvalid(call('POST', '/api/donations', { json: { ...body, [key]: value } }));
    expect(res.errors?.[key]).toBe('Card number and CVV must never be sent');
    expect(await getDb().donations.all()).toHaveLength(SEEDED);
    expect(JSON.stringify(await getDb().donations.all())).not.toContain(value === '123' ? '"cvv"' : value);
  });

  it('never stores unknown keys, __proto__ or a client-chosen status, id or date', async () => {
    const olivia = await idOf('Olivia Bennett');
    const json = JSON.stringify({ ...body, status: 'Refunded', id: olivia, created_at: '2000-01-01T00:00:00.000Z', admin: true }).replace(
      '{',
      '{"__proto__":{"polluted":true},',
    );
    const { status, body: res } = await call<StoredDonation>('POST', '/api/donations', { json });
    expect(status).toBe(201);
    const stored = await getDb().donations.get(res.data!.id);
    expect(stored).toMatchObject({ id: SEEDED + 1, status: 'Completed' });
    expect(stored?.created_at).not.toBe('2000-01-01T00:00:00.000Z');
    expect(stored).not.toHaveProperty('admin');
    expect(Object.keys(stored!)).not.toContain('__proto__');
    expect((await getDb().donations.get(olivia))?.donor_name).toBe('Olivia Bennett');
  });

  it('answers 415 for a multipart body', async () => {
    const { status } = await call('POST', '/api/donations', { form: formOf({ ...body, amount: 75, is_anonymous: 'false' }) });
    expect(status).toBe(415);
  });

  it('records a notification e-mail to the admin, unless the donation e-mail flag is off', async () => {
    await call('POST', '/api/donations', { json: body });
    const outbox = await getDb().outbox.all();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ kind: 'donation', to: 'admin@hopefoundation.org.uk' });
    expect(outbox[0].subject).toContain('75.00 USD');

    const settings = (await getDb().getSettings())!;
    await getDb().setSettings({ ...settings, email: { ...settings.email, sendDonationEmail: false } });
    await call('POST', '/api/donations', { json: body });
    expect(await getDb().outbox.all()).toHaveLength(1);
  });

  it('never names an anonymous donor in the notification', async () => {
    await call('POST', '/api/donations', { json: { ...body, is_anonymous: true } });
    const [mail] = await getDb().outbox.all();
    expect(JSON.stringify(mail)).not.toContain('Ayesha');
  });
});

describe('GET /api/donations/latest (public)', () => {
  it('answers the newest 10 donations as donor_name, donor_country, amount', async () => {
    const data = await request<LatestDonation[]>('/api/donations/latest', { fallbackMessage: 'Failed' });
    expect(data).toHaveLength(10);
    expect(data[0]).toEqual({ donor_name: 'Ibrahim Yilmaz', donor_country: 'Türkiye', amount: 50 });
    for (const row of data) {
      latestDonationSchema.parse(row);
      expect(Object.keys(row).every((k) => ['donor_name', 'donor_country', 'amount'].includes(k))).toBe(true);
    }
  });

  it("masks anonymous donors as 'Anonymous' and never sends their name or country", async () => {
    const { body: res } = await call<LatestDonation[]>('GET', '/api/donations/latest');
    // Seed donation 27 (Sana Malik, United Kingdom) is anonymous and among the newest 10.
    expect(res.data?.[3]).toEqual({ donor_name: 'Anonymous', amount: 25 });
    expect(JSON.stringify(res)).not.toContain('Sana Malik');
  });

  it('shows a new anonymous donation first, masked, without its real country', async () => {
    await call('POST', '/api/donations', { json: { ...body, is_anonymous: true } });
    const { body: res } = await call<LatestDonation[]>('GET', '/api/donations/latest');
    expect(res.data?.[0]).toEqual({ donor_name: 'Anonymous', amount: 75 });
    expect(JSON.stringify(res)).not.toContain('Ayesha');
  });

  /** Donates through the wizard's own body builder (the country is the address's last part) and reads the popup's newest row. */
  async function donateFrom(address: string, anonymous = false): Promise<LatestDonation | undefined> {
    const form = donateFormSchema.parse({
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@example.com',
      address,
      anonymous,
      amount: 25,
      cardName: 'S Lee',
      cardNumber: '4111 1111 1111 1234',
      expiryDate: '12/39',
      cvv: '123',
    });
    expect((await call('POST', '/api/donations', { json: toDonationBody(form) })).status).toBe(201);
    const { body: res } = await call<LatestDonation[]>('GET', '/api/donations/latest');
    return res.data?.[0];
  }

  it("publishes no country for an address without a comma ('42 Elm Street Springfield'), anonymous or not", async () => {
    expect(await donateFrom('42 Elm Street Springfield')).toEqual({ donor_name: 'Sam Lee', amount: 25 });
    expect(await donateFrom('42 Elm Street Springfield', true)).toEqual({ donor_name: 'Anonymous', amount: 25 });
    const { body: res } = await call('GET', '/api/donations/latest');
    expect(JSON.stringify(res)).not.toContain('Elm Street');
    expect(JSON.stringify(res)).not.toContain('Springfield');
    // The record keeps what the form sent (spec: donor_country filled from the address); only the public view filters.
    expect((await getDb().donations.get(SEEDED + 2))?.donor_country).toBe('42 Elm Street Springfield');
  });

  it('publishes the canonical name when the last part names a real country', async () => {
    expect((await donateFrom('X, Springfield, United Kingdom'))?.donor_country).toBe('United Kingdom');
    expect((await donateFrom('x, pakistan'))?.donor_country).toBe('Pakistan');
    expect((await donateFrom('1 High St, London,  uk '))?.donor_country).toBe('United Kingdom');
    expect((await donateFrom("Plateau, Abidjan, Cote d'Ivoire"))?.donor_country).toBe('Côte d’Ivoire');
  });

  it.each(['Springfield', 'Europe', 'World', 'European Union', 'Unknown Region', 'Eurozone'])(
    "publishes no country for '%s', which names no country",
    async (place) => {
      expect((await donateFrom(`1 Main St, ${place}`))?.donor_country).toBeUndefined();
    },
  );

  it('publishes no country for an anonymous donor even when it names a real one', async () => {
    expect(await donateFrom('X, Springfield, United Kingdom', true)).toEqual({ donor_name: 'Anonymous', amount: 25 });
  });

  it('leaves out donor_country when it is unknown', async () => {
    await getDb().donations.replaceAll([{ ...(await getDb().donations.get(await idOf('Yusuf Ali')))! }]);
    const { body: res } = await call<LatestDonation[]>('GET', '/api/donations/latest');
    expect(res.data).toEqual([{ donor_name: 'Yusuf Ali', amount: 15 }]);
  });

  it('answers 500 in the api-down scenario', async () => {
    useScenario('api-down');
    const { status, body: res } = await call('GET', '/api/donations/latest');
    expect(status).toBe(500);
    expect(res.success).toBe(false);
  });

  it('answers an empty list for the empty data set', async () => {
    await resetTestDb('empty');
    expect((await call('GET', '/api/donations/latest')).body.data).toEqual([]);
  });
});

describe('GET /api/donations/admin', () => {
  it('lists every donation newest first, in the admin shape', async () => {
    const { status, body: res } = await call<AdminDonation[]>('GET', '/api/donations/admin', { token: admin.token });
    expect(status).toBe(200);
    expect(res.data).toHaveLength(SEEDED);
    for (const row of res.data ?? []) expect(adminDonationSchema.parse(row)).toEqual(row);
    expect(res.data?.map((d) => d.id).slice(0, 3)).toEqual([SEEDED, SEEDED - 1, SEEDED - 2]);
    const dates = res.data!.map((d) => d.date);
    expect(dates).toEqual(dates.slice().sort().reverse());
  });

  it('maps a stored donation: name split, last 4 only, country as address, texts never undefined', async () => {
    const { body: res } = await call<AdminDonation[]>('GET', '/api/donations/admin', { token: admin.token });
    const muhammad = await idOf('Muhammad Usman');
    const stored = (await getDb().donations.get(muhammad))!;
    expect(res.data?.find((d) => d.id === muhammad)).toEqual({
      id: muhammad,
      firstName: 'Muhammad',
      lastName: 'Usman',
      anonymous: false,
      email: stored.donor_email,
      phone: stored.donor_phone,
      address: 'Pakistan',
      amount: 250,
      campaign: 'zakat',
      frequency: 'one-time',
      date: stored.created_at,
      donationType: 'zakat',
      cardNumber: stored.card_last4,
      cardName: 'Muhammad Usman',
      message: 'For families in need this Ramadan.',
      status: 'Completed',
    });
    const noPhoneNoCountry = res.data?.find((d) => d.firstName === 'Yusuf');
    expect(noPhoneNoCountry).toMatchObject({ firstName: 'Yusuf', lastName: 'Ali', address: '', message: '' });
    expect(res.data?.find((d) => d.firstName === 'Bilal')?.phone).toBe('');
    expect(res.data?.find((d) => d.firstName === 'Fatima')).toMatchObject({ anonymous: true, firstName: 'Fatima', lastName: 'Al Mansoori' });
  });

  it("reads a record stored before monthly giving (free-text frequency) as 'one-time'; shows seeded monthly gifts", async () => {
    const [muhammad, olivia] = [await idOf('Muhammad Usman'), await idOf('Olivia Bennett')];
    await getDb().donations.update(muhammad, { frequency: 'One-time, please' as StoredDonation['frequency'] });
    const { body: res } = await call<AdminDonation[]>('GET', '/api/donations/admin', { token: admin.token });
    expect(res.data?.find((d) => d.id === muhammad)?.frequency).toBe('one-time');
    expect(res.data?.find((d) => d.id === olivia)?.frequency).toBe('monthly');
  });

  it('answers 401 without a token', async () => {
    const { status, body: res } = await call('GET', '/api/donations/admin');
    expect(status).toBe(401);
    expect(res.success).toBe(false);
  });

  it('lists 10,000 donations in the big data set', async () => {
    await resetTestDb('big');
    const bigToken = await adminToken();
    const { body: res } = await call<AdminDonation[]>('GET', '/api/donations/admin', { token: bigToken });
    expect(res.data).toHaveLength(10_000);
    expect(res.data?.every((d) => /^\d{4}$/.test(d.cardNumber))).toBe(true);
  });
});

describe('DELETE /api/donations/:id', () => {
  it('deletes the donation', async () => {
    const { status, body: res } = await call('DELETE', '/api/donations/12', { token: admin.token });
    expect(status).toBe(200);
    expect(res.success).toBe(true);
    expect(await getDb().donations.get(12)).toBeUndefined();
  });

  deleteRefusalCases(admin, '/api/donations', 'donations', 12, [999, 0]);
});
