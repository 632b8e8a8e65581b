// The input rules of the shared contract (issue #27): usernames normalised and of one script,
// control characters refused in every single-line field, amounts in whole cents. The forms parse
// with these schemas, so they show the same messages as the handlers' 400s.
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, createAdminSchema, loginSchema } from './admins';
import { CONTROL_CHARACTERS } from './coerce';
import { contactInputSchema } from './contact';
import { DONATION_MESSAGES, donateFormSchema, donationInputSchema } from './donations';
import { fieldErrors } from './envelope';
import { emailSettingsInputSchema } from './settings';

const account = (username: unknown) => ({ username, email: 'a@example.org', password: 'secret1' });
const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) => (result.success ? {} : fieldErrors(result.error!));

describe('usernames', () => {
  it('are NFKC-normalised and trimmed', () => {
    expect(createAdminSchema.parse(account(' ａｄｍｉｎ２ ')).username).toBe('admin2');
    expect(loginSchema.parse({ username: 'ａｄｍｉｎ', password: 'x' }).username).toBe('admin');
  });

  it.each([
    ['a Latin name with digits and . _ -', 'jane.doe_2-x'],
    ['a Cyrillic one', 'модератор'],
    ['an Arabic one', 'مدير'],
    ['a Japanese one, kana and kanji mixed', 'やまだ太郎'],
    ['accented Latin', 'zoë'],
  ])('accept %s', (_what, name) => {
    expect(createAdminSchema.safeParse(account(name)).success).toBe(true);
  });

  it.each([
    ['a Cyrillic а inside a Latin name', '\u0430dmin'],
    ['a right-to-left override', 'admin\u202Egnp'],
    ['NUL', 'adm\u0000in'],
    ['a lone surrogate', 'admin\uD800'],
    ['a space', 'jane doe'],
    ['punctuation beyond . _ -', 'admin!'],
  ])('refuse %s', (_what, name) => {
    const errors = errorsOf(createAdminSchema.safeParse(account(name)));
    expect(errors.username).toMatch(new RegExp(`^(${ADMIN_MESSAGES.usernameCharacters}|${CONTROL_CHARACTERS})$`));
  });

  it('at sign-in refuse control characters, and any other text is simply a name no account has', () => {
    expect(errorsOf(loginSchema.safeParse({ username: 'admin\u0000', password: 'x' }))).toEqual({ username: CONTROL_CHARACTERS });
    expect(loginSchema.safeParse({ username: '\u0430dmin', password: 'x' }).success).toBe(true);
  });
});

describe('single-line fields', () => {
  it.each([
    ['CR LF', 'mail.example.org\r\nBcc: x@evil.example'],
    ['a tab', 'mail\texample.org'],
    ['a bidi isolate', 'mail\u2066.org'],
  ])('refuse %s (SMTP host, a contact name)', (_what, text) => {
    const settings = { adminEmail: 'a@example.org', smtpHost: text };
    expect(errorsOf(emailSettingsInputSchema.safeParse(settings))).toEqual({ smtpHost: CONTROL_CHARACTERS });
    const contact = { name: text, email: 'a@example.org', message: 'Hello' };
    expect(errorsOf(contactInputSchema.safeParse(contact))).toEqual({ name: CONTROL_CHARACTERS });
  });

  it('leave multi-line fields alone: a message keeps its line breaks', () => {
    const parsed = contactInputSchema.parse({ name: 'Amina', email: 'a@example.org', message: 'Line one\r\nLine two\tend' });
    expect(parsed.message).toBe('Line one\r\nLine two\tend');
  });
});

describe('amounts', () => {
  const body = (amount: unknown) => ({ donor_name: 'Amina', donor_email: 'a@example.org', amount, donation_type: 'donation' });

  it.each([0.01, 10.1, 25, '99.99', 1_000_000])('accept %j', (amount) => {
    expect(errorsOf(donationInputSchema.safeParse(body(amount))).amount).toBeUndefined();
  });

  it.each([1e-7, 0.005, '10.001', 12.345])('refuse %j: not whole cents', (amount) => {
    expect(errorsOf(donationInputSchema.safeParse(body(amount))).amount).toBe(DONATION_MESSAGES.amountCents);
  });

  it('say the same in the donate form', () => {
    expect(errorsOf(donateFormSchema.safeParse({ amount: 0.001 })).amount).toBe(DONATION_MESSAGES.amountCents);
    expect(errorsOf(donateFormSchema.safeParse({ amount: 0 })).amount).toBe(DONATION_MESSAGES.amountPositive);
  });
});
