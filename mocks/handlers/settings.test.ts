import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME,
  DEFAULT_ZAKAT_PRICES,
  outboxEntrySchema,
  type EmailSettingsView,
  type LogoSettings,
  type OutboxEntry,
  type ThemeSettings,
  type ZakatPrices,
} from '@/types/api/settings';
import { getDb } from '@/testing/test-db';
import { adminToken, call, expectInvalid, fakePngFile, formOf, pngFile } from '../testing/handler-test-utils';

const SEED_LOGO = {
  headerLogo: '/images/logo.svg',
  stickyLogo: '/images/logo-sticky.svg',
  footerLogo: '/images/logo-footer.svg',
  favicon: '/favicon.svg',
};
const THEME = { primaryColor: '#112233', secondaryColor: '#445566', textDark: '#000000', textLight: '#777777' };
const EMAIL = {
  adminEmail: 'office@example.org',
  smtpHost: 'mail.example.org',
  smtpPort: 2525,
  smtpUser: 'mailer',
  smtpPassword: 'smtp-secret-1',
  sendDonationEmail: false,
  sendContactEmail: true,
  sendVolunteerEmail: false,
};

let token: string;
beforeEach(async () => {
  token = await adminToken(1);
});

/** Blob keys and upload records: what a refused upload must not leave behind. */
async function storedUploads() {
  const db = getDb();
  return { records: await db.uploads.all(), blobs: (await db.storage.keys()).filter((k) => k.startsWith('blob:')) };
}

describe('GET /api/settings/theme and /api/settings/logo (public)', () => {
  it('answers the theme without a token', async () => {
    const res = await call<ThemeSettings>('GET', '/api/settings/theme');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: DEFAULT_THEME });
  });

  it('answers the logos without a token', async () => {
    const res = await call<LogoSettings>('GET', '/api/settings/logo');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(SEED_LOGO);
  });

  it('answers the defaults when the db holds no settings', async () => {
    await getDb().clear();
    expect((await call('GET', '/api/settings/theme')).body.data).toEqual(DEFAULT_THEME);
    expect((await call('GET', '/api/settings/logo')).body.data).toEqual({});
  });
});

describe('POST /api/settings/theme', () => {
  it('saves the four colours', async () => {
    const res = await call<ThemeSettings>('POST', '/api/settings/theme', { token, json: { ...THEME, extra: 'dropped' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: THEME, message: 'Theme settings saved successfully!' });
    expect((await getDb().getSettings())?.theme).toEqual(THEME);
    expect((await call('GET', '/api/settings/theme')).body.data).toEqual(THEME);
  });

  it('answers 400 with field errors and saves nothing', async () => {
    const res = await expectInvalid(call('POST', '/api/settings/theme', { token, json: { ...THEME, primaryColor: 'red', textLight: '' } }));
    expect(res.body.errors).toEqual({ primaryColor: 'Please enter a valid colour', textLight: 'Please enter a valid colour' });
    expect((await getDb().getSettings())?.theme).toEqual(DEFAULT_THEME);
  });

  it('keeps each colour not sent', async () => {
    const res = await call<ThemeSettings>('POST', '/api/settings/theme', { token, json: { primaryColor: '#112233' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...DEFAULT_THEME, primaryColor: '#112233' });
    expect((await getDb().getSettings())?.theme).toEqual({ ...DEFAULT_THEME, primaryColor: '#112233' });
  });

  it('answers 401 without a token and 403 for an inactive admin', async () => {
    expect((await call('POST', '/api/settings/theme', { json: THEME })).status).toBe(401);
    await getDb().admins.update(1, { is_active: false });
    expect((await call('POST', '/api/settings/theme', { token, json: THEME })).status).toBe(403);
    expect((await getDb().getSettings())?.theme).toEqual(DEFAULT_THEME);
  });
});

describe('POST /api/settings/logo', () => {
  it('stores the chosen files and keeps the logos not sent', async () => {
    const res = await call<LogoSettings>('POST', '/api/settings/logo', {
      token,
      form: formOf({}, { headerLogo: pngFile(100, 'header.png'), favicon: pngFile(80, 'icon.png') }),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Logos updated successfully!');
    const expected = { ...SEED_LOGO, headerLogo: '/uploads/1.png', favicon: '/uploads/2.png' };
    expect(res.body.data).toEqual(expected);
    expect((await getDb().getSettings())?.logo).toEqual(expected);
    expect((await call('GET', '/api/settings/logo')).body.data).toEqual(expected);
    const served = await fetch(new URL('/uploads/2.png', window.location.origin));
    expect(served.status).toBe(200);
    expect((await served.arrayBuffer()).byteLength).toBe(80);
  });

  it('accepts image references as JSON', async () => {
    const res = await call<LogoSettings>('POST', '/api/settings/logo', { token, json: { footerLogo: '/images/other.png' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...SEED_LOGO, footerLogo: '/images/other.png' });
  });

  it('stores nothing when one of several files is refused (415), not even the good one', async () => {
    const res = await call('POST', '/api/settings/logo', {
      token,
      form: formOf({}, { headerLogo: pngFile(100), stickyLogo: pngFile(100), footerLogo: fakePngFile() }),
    });
    expect(res.status).toBe(415);
    expect(await storedUploads()).toEqual({ records: [], blobs: [] });
    expect((await getDb().getSettings())?.logo).toEqual(SEED_LOGO);
  });

  it('answers 413 for a file above 5 MB and stores nothing', async () => {
    const res = await call('POST', '/api/settings/logo', { token, form: formOf({}, { favicon: pngFile(5 * 1024 * 1024 + 1) }) });
    expect(res.status).toBe(413);
    expect(await storedUploads()).toEqual({ records: [], blobs: [] });
  });

  it('answers 400 for an unsafe reference and stores nothing', async () => {
    const res = await expectInvalid(call('POST', '/api/settings/logo', { token, json: { headerLogo: 'javascript:alert(1)' } }));
    expect(res.body.errors).toEqual({ headerLogo: 'Please enter a valid URL' });
    expect((await getDb().getSettings())?.logo).toEqual(SEED_LOGO);
  });

  it('answers 401 without a token', async () => {
    expect((await call('POST', '/api/settings/logo', { form: formOf({}, { headerLogo: pngFile() }) })).status).toBe(401);
    expect(await storedUploads()).toEqual({ records: [], blobs: [] });
  });
});

describe('GET and POST /api/settings/email', () => {
  it('answers the settings with the SMTP password blanked (none set in the seed)', async () => {
    const res = await call<EmailSettingsView>('GET', '/api/settings/email', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      adminEmail: 'admin@hopefoundation.org.uk',
      smtpHost: 'smtp.hopefoundation.org.uk',
      smtpPort: 587,
      smtpUser: 'notifications@hopefoundation.org.uk',
      smtpPassword: '',
      smtpPasswordSet: false,
      sendDonationEmail: true,
      sendContactEmail: true,
      sendVolunteerEmail: true,
    });
  });

  it('saves the settings; the password is stored but never answered', async () => {
    const res = await call<EmailSettingsView>('POST', '/api/settings/email', { token, json: EMAIL });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Email settings saved successfully!');
    expect(res.body.data).toEqual({ ...EMAIL, smtpPassword: '', smtpPasswordSet: true });
    expect((await getDb().getSettings())?.email).toEqual(EMAIL);
    const read = await call<EmailSettingsView>('GET', '/api/settings/email', { token });
    expect(read.body.data).toEqual({ ...EMAIL, smtpPassword: '', smtpPasswordSet: true });
    expect(JSON.stringify(read.body)).not.toContain('smtp-secret-1');
  });

  it('keeps the stored password when the form sends it blank, and replaces it when given', async () => {
    await call('POST', '/api/settings/email', { token, json: EMAIL });
    await call('POST', '/api/settings/email', { token, json: { ...EMAIL, smtpHost: 'mx.example.org', smtpPassword: '' } });
    expect((await getDb().getSettings())?.email).toMatchObject({ smtpHost: 'mx.example.org', smtpPassword: 'smtp-secret-1' });
    await call('POST', '/api/settings/email', { token, json: { ...EMAIL, smtpPassword: 'smtp-secret-2' } });
    expect((await getDb().getSettings())?.email.smtpPassword).toBe('smtp-secret-2');
  });

  it('keeps every field not sent: {} changes nothing, one field changes only itself', async () => {
    await call('POST', '/api/settings/email', { token, json: EMAIL });
    const empty = await call<EmailSettingsView>('POST', '/api/settings/email', { token, json: {} });
    expect(empty.status).toBe(200);
    expect((await getDb().getSettings())?.email).toEqual(EMAIL);
    const one = await call<EmailSettingsView>('POST', '/api/settings/email', { token, json: { sendDonationEmail: true } });
    expect(one.body.data).toEqual({ ...EMAIL, sendDonationEmail: true, smtpPassword: '', smtpPasswordSet: true });
    expect((await getDb().getSettings())?.email).toEqual({ ...EMAIL, sendDonationEmail: true });
  });

  it('answers 400 naming the field for an admin e-mail or SMTP host sent blank or null, and saves nothing', async () => {
    const before = await getDb().getSettings();
    for (const [field, value, message] of [
      ['adminEmail', '', 'Admin email is required'],
      ['adminEmail', null, 'Admin email is required'],
      ['smtpHost', '  ', 'SMTP host is required'],
    ] as const) {
      const res = await expectInvalid(call('POST', '/api/settings/email', { token, json: { [field]: value } }));
      expect(res.body.errors).toEqual({ [field]: message });
    }
    expect(await getDb().getSettings()).toEqual(before);
  });

  it('lets the SMTP user be cleared when sent blank', async () => {
    const res = await call<EmailSettingsView>('POST', '/api/settings/email', { token, json: { smtpUser: '' } });
    expect(res.status).toBe(200);
    expect((await getDb().getSettings())?.email.smtpUser).toBeUndefined();
  });

  it('answers 400 with field errors and saves nothing', async () => {
    const before = await getDb().getSettings();
    const res = await expectInvalid(call('POST', '/api/settings/email', { token, json: { ...EMAIL, smtpPort: 70000, adminEmail: 'nope' } }));
    expect(res.body.errors).toEqual({ adminEmail: 'Please enter a valid email address', smtpPort: 'SMTP port must be between 1 and 65535' });
    expect(await getDb().getSettings()).toEqual(before);
  });

  it('answers 401 without a token, on both reads and writes', async () => {
    expect((await call('GET', '/api/settings/email')).status).toBe(401);
    expect((await call('POST', '/api/settings/email', { json: EMAIL })).status).toBe(401);
    expect((await getDb().getSettings())?.email.adminEmail).toBe('admin@hopefoundation.org.uk');
  });
});

describe('POST /api/settings/email/test and GET /api/settings/email/outbox', () => {
  it('records a test e-mail to the address given', async () => {
    const res = await call('POST', '/api/settings/email/test', { token, json: { email: 'check@example.org' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { to: 'check@example.org' }, message: 'Test email sent successfully!' });
    const [mail] = await getDb().outbox.all();
    expect(mail).toMatchObject({ id: 1, kind: 'test', to: 'check@example.org', subject: 'Test email from Hope Foundation' });
    expect(outboxEntrySchema.parse(mail)).toEqual(mail);
  });

  it('records the test e-mail even when every notification is switched off', async () => {
    await call('POST', '/api/settings/email', { token, json: { ...EMAIL, sendContactEmail: false } });
    await call('POST', '/api/settings/email/test', { token, json: { email: 'check@example.org' } });
    expect(await getDb().outbox.all()).toHaveLength(1);
  });

  it('answers 400 for a bad address and records nothing', async () => {
    const res = await call('POST', '/api/settings/email/test', { token, json: { email: 'nobody' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: 'Please enter a valid email address' });
    expect(await getDb().outbox.all()).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await call('POST', '/api/settings/email/test', { json: { email: 'check@example.org' } })).status).toBe(401);
    expect(await getDb().outbox.all()).toEqual([]);
  });

  it('lists the outbox newest first', async () => {
    await call('POST', '/api/contact-forms', { json: { name: 'Ann', email: 'ann@example.org', message: 'Hello there' } });
    await getDb().outbox.update(1, { created_at: '2030-01-01T00:00:00.000Z' });
    await call('POST', '/api/settings/email/test', { token, json: { email: 'check@example.org' } });
    const res = await call<OutboxEntry[]>('GET', '/api/settings/email/outbox', { token });
    expect(res.status).toBe(200);
    expect(res.body.data?.map((m) => [m.id, m.kind])).toEqual([
      [1, 'contact'],
      [2, 'test'],
    ]);
    await call('POST', '/api/settings/email/test', { token, json: { email: 'later@example.org' } });
    await getDb().outbox.update(1, { created_at: '2000-01-01T00:00:00.000Z' });
    const again = await call<OutboxEntry[]>('GET', '/api/settings/email/outbox', { token });
    expect(again.body.data?.map((m) => m.id)).toEqual([3, 2, 1]);
  });

  it('answers 401 for the outbox without a token', async () => {
    expect((await call('GET', '/api/settings/email/outbox')).status).toBe(401);
  });
});

describe('GET and POST /api/settings/zakat', () => {
  const PRICES = { goldPricePerGram: 128.5, silverPricePerGram: 1.55 };

  it('answers the seed prices without a token', async () => {
    const res = await call<ZakatPrices>('GET', '/api/settings/zakat');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(DEFAULT_ZAKAT_PRICES);
  });

  it('reads settings stored before the Zakat tab existed with the seed prices', async () => {
    await getDb().updateSettings((stored) => {
      const { zakat: _zakat, ...older } = stored!;
      return older;
    });
    expect((await getDb().getSettings())?.zakat).toBeUndefined();
    expect((await call('GET', '/api/settings/zakat')).body.data).toEqual(DEFAULT_ZAKAT_PRICES);
    await getDb().clear();
    expect((await call('GET', '/api/settings/zakat')).body.data).toEqual(DEFAULT_ZAKAT_PRICES);
  });

  it('saves the prices and stamps when they were set', async () => {
    const res = await call<ZakatPrices>('POST', '/api/settings/zakat', { token, json: { ...PRICES, pricesSetAt: '2000-01-01T00:00:00.000Z' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Zakat prices saved successfully!');
    expect(res.body.data).toMatchObject(PRICES);
    // The server's stamp, not the client's.
    expect(res.body.data!.pricesSetAt).not.toBe('2000-01-01T00:00:00.000Z');
    expect(res.body.data!.pricesSetAt).not.toBe(DEFAULT_ZAKAT_PRICES.pricesSetAt);
    expect((await call('GET', '/api/settings/zakat')).body.data).toEqual(res.body.data);
  });

  it('keeps a price not sent, and answers 400 naming a price sent blank', async () => {
    const res = await call<ZakatPrices>('POST', '/api/settings/zakat', { token, json: { silverPricePerGram: 2 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ goldPricePerGram: DEFAULT_ZAKAT_PRICES.goldPricePerGram, silverPricePerGram: 2 });
    const blank = await expectInvalid(call('POST', '/api/settings/zakat', { token, json: { goldPricePerGram: '' } }));
    expect(blank.body.errors).toEqual({ goldPricePerGram: 'Gold price is required' });
    expect((await getDb().getSettings())?.zakat).toEqual(res.body.data);
  });

  it('answers 400 for a negative, zero or non-numeric price and saves nothing', async () => {
    const res = await call('POST', '/api/settings/zakat', { token, json: { goldPricePerGram: -1, silverPricePerGram: 'cheap' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ goldPricePerGram: 'Gold price must be greater than 0', silverPricePerGram: 'Silver price must be a number' });
    const zero = await call('POST', '/api/settings/zakat', { token, json: { goldPricePerGram: 0, silverPricePerGram: -0.5 } });
    expect(zero.status).toBe(400);
    expect(zero.body.errors).toEqual({
      goldPricePerGram: 'Gold price must be greater than 0',
      silverPricePerGram: 'Silver price must be greater than 0',
    });
    expect((await getDb().getSettings())?.zakat).toEqual(DEFAULT_ZAKAT_PRICES);
  });

  it('answers 401 without a token and 403 for an inactive admin', async () => {
    expect((await call('POST', '/api/settings/zakat', { json: PRICES })).status).toBe(401);
    await getDb().admins.update(1, { is_active: false });
    expect((await call('POST', '/api/settings/zakat', { token, json: PRICES })).status).toBe(403);
    expect((await getDb().getSettings())?.zakat).toEqual(DEFAULT_ZAKAT_PRICES);
  });
});
