// The contract's input rules as the handlers apply them (issue #27's findings): each refusal is a
// 400 naming the field, with nothing stored.
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@/types/api/admins';
import { CONTROL_CHARACTERS } from '@/types/api/coerce';
import { DONATION_MESSAGES } from '@/types/api/donations';
import { getDb } from '@/testing/test-db';
import { adminEachTest, call, expectInvalid } from '../testing/handler-test-utils';

const admin = adminEachTest();

describe('POST /api/admin', () => {
  it.each([
    ['a Cyrillic а posing in "admin"', '\u0430dmin2', ADMIN_MESSAGES.usernameCharacters],
    ['a right-to-left override', 'eve\u202Enimda', CONTROL_CHARACTERS],
    ['NUL', 'eve\u0000', CONTROL_CHARACTERS],
    ['a lone surrogate', 'eve\uDC00', CONTROL_CHARACTERS],
  ])('refuses a username with %s', async (_what, username, message) => {
    const before = await getDb().admins.all();
    const res = await expectInvalid(
      call('POST', '/api/admin', { token: admin.token, json: { username, email: 'e@example.org', password: 'secret1' } }),
    );
    expect(res.body.errors).toEqual({ username: message });
    expect(await getDb().admins.all()).toEqual(before);
  });

  it('stores a username NFKC-normalised, and counts a fullwidth twin as taken', async () => {
    const res = await call<{ username: string }>('POST', '/api/admin', {
      token: admin.token,
      json: { username: 'ｅｄｉｔｏｒ', email: 'e@example.org', password: 'secret1' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data?.username).toBe('editor');
    const twin = await call('POST', '/api/admin', { token: admin.token, json: { username: 'EDITOR', email: 'f@example.org', password: 'secret1' } });
    expect(twin.status).toBe(409);
    expect((await call('POST', '/api/admin/login', { json: { username: 'ｅｄｉｔｏｒ', password: 'secret1' } })).status).toBe(200);
  });
});

describe('single-line fields and amounts', () => {
  it('refuses an SMTP host with CRLF and keeps the stored one', async () => {
    const res = await expectInvalid(
      call('POST', '/api/settings/email', { token: admin.token, json: { smtpHost: 'smtp.example.org\r\nRCPT TO:<x@evil.example>' } }),
    );
    expect(res.body.errors).toEqual({ smtpHost: CONTROL_CHARACTERS });
    expect((await getDb().getSettings())?.email.smtpHost).toBe('smtp.hopefoundation.org.uk');
  });

  it('refuses an amount of 1e-7 (it would show as $0.00) and stores no donation', async () => {
    const before = (await getDb().donations.all()).length;
    const json = {
      donor_name: 'Amina',
      donor_email: 'a@example.org',
      amount: 1e-7,
      donation_type: 'donation',
      card_name: 'Amina',
      card_last4: '4242',
    };
    const res = await expectInvalid(call('POST', '/api/donations', { json }));
    expect(res.body.errors).toMatchObject({ amount: DONATION_MESSAGES.amountCents });
    expect(await getDb().donations.all()).toHaveLength(before);
    expect((await call('POST', '/api/donations', { json: { ...json, amount: 0.01 } })).status).toBe(201);
  });
});
