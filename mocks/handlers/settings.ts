// Site settings (theme, logos, e-mail, zakat prices) and the simulated e-mail outbox. Theme, logos
// and zakat prices are public reads (the public layout and the zakat calculator use them); the other reads need a token, every write (the test
// e-mail too) the admin role. The SMTP password is write-only: reads answer '' and whether one is set.
// Theme, e-mail and zakat saves are partial: a field not sent keeps its value.
import { http, type HttpHandler } from 'msw';
import type { z } from 'zod';
import { fieldErrors, VALIDATION_FAILED } from '@/types/api/envelope';
import {
  DEFAULT_SMTP_PORT,
  DEFAULT_THEME,
  DEFAULT_ZAKAT_PRICES,
  emailSettingsInputSchema,
  logoSettingsSchema,
  testEmailSchema,
  themeSettingsSchema,
  zakatPricesInputSchema,
  type EmailSettings,
  type EmailSettingsView,
  type LogoSettings,
} from '@/types/api/settings';
import { contextOf, nowIsoOf } from '../core/context';
import type { Db } from '../db/db';
import type { OutboxRecord, SettingsRecord } from '../db/records';
import { recordEmail } from '../domain/outbox';
import { inlineImagesProblem, storeUpload } from '../domain/uploads';
import type { At } from '../core/api-paths';
import { fail, ok } from '../core/responses';
import { parseBody, readBody } from '../core/request-input';
import { requireAdmin, requireAdministrator } from '../auth/guards';

export const LOGO_FIELDS = ['headerLogo', 'stickyLogo', 'footerLogo', 'favicon'] as const;

export const SETTINGS_MESSAGES = {
  theme: 'Theme settings saved successfully!',
  logo: 'Logos updated successfully!',
  email: 'Email settings saved successfully!',
  test: 'Test email sent successfully!',
  zakat: 'Zakat prices saved successfully!',
} as const;

const EMPTY_EMAIL: EmailSettings = {
  smtpPort: DEFAULT_SMTP_PORT,
  sendDonationEmail: true,
  sendContactEmail: true,
  sendVolunteerEmail: true,
};

/** What a db that was never seeded answers. */
const defaultSettings = (): SettingsRecord => ({ theme: { ...DEFAULT_THEME }, logo: {}, email: { ...EMPTY_EMAIL } });

/** The stored settings, or the defaults when none are stored. */
async function currentSettings(db: Db): Promise<SettingsRecord> {
  return (await db.getSettings()) ?? defaultSettings();
}

/** Changes the settings as stored (the defaults when none are) in one read-modify-write. */
function changeSettings(db: Db, change: (settings: SettingsRecord) => SettingsRecord): Promise<SettingsRecord> {
  return db.updateSettings((stored) => change(stored ?? defaultSettings()));
}

export function emailView(email: EmailSettings): EmailSettingsView {
  return { ...email, smtpPassword: '', smtpPasswordSet: !!email.smtpPassword };
}

/** Removes uploads stored by a request that then failed, so a refused request writes nothing. */
async function discardUploads(db: Db, urls: string[]): Promise<void> {
  for (const url of urls) {
    const name = url.slice('/uploads/'.length);
    const record = await db.uploads.find((u) => u.file === name);
    if (record) await db.uploads.remove(record.id);
    await db.storage.removeItem(`blob:${name}`);
  }
}

type Saved<T> = { ok: true; saved: T } | { ok: false; response: Response };

/**
 * One section of the settings saved from a partial body: a field not sent keeps its stored value,
 * and the section as it would then be is checked with the form's schema (so a field sent empty
 * where the settings need it is a 400 naming it), all in one read-modify-write.
 */
async function savePartial<S extends z.ZodType>(
  request: Request,
  schema: S,
  section: (settings: SettingsRecord) => object,
  write: (settings: SettingsRecord, data: z.output<S>) => SettingsRecord,
): Promise<Saved<z.output<S>>> {
  const read = await readBody(request);
  if (!read.ok) return read;
  let result: Saved<z.output<S>> | undefined;
  await changeSettings(contextOf(request).db, (settings) => {
    const parsed = schema.safeParse({ ...section(settings), ...read.body });
    if (!parsed.success) {
      result = { ok: false, response: fail(400, VALIDATION_FAILED, fieldErrors(parsed.error)) };
      return settings;
    }
    result = { ok: true, saved: parsed.data };
    return write(settings, parsed.data);
  });
  return result!;
}

const byNewest = (a: OutboxRecord, b: OutboxRecord) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

export const settingsHandlers = (at: At): HttpHandler[] => [
  http.get(at('/api/settings/theme'), async ({ request }) => {
    return ok((await currentSettings(contextOf(request).db)).theme);
  }),

  http.get(at('/api/settings/logo'), async ({ request }) => {
    return ok((await currentSettings(contextOf(request).db)).logo);
  }),

  // Settings stored before the Zakat tab existed have no prices: they read as the seed's.
  http.get(at('/api/settings/zakat'), async ({ request }) => {
    return ok((await currentSettings(contextOf(request).db)).zakat ?? DEFAULT_ZAKAT_PRICES);
  }),

  http.get(at('/api/settings/email'), async ({ request }) => {
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    return ok(emailView((await currentSettings(contextOf(request).db)).email));
  }),

  http.get(at('/api/settings/email/outbox'), async ({ request }) => {
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    return ok((await contextOf(request).db.outbox.all()).slice().sort(byNewest));
  }),

  http.post(at('/api/settings/theme'), async ({ request }) => {
    const auth = await requireAdministrator(request);
    if (!auth.ok) return auth.response;
    const saved = await savePartial(
      request,
      themeSettingsSchema,
      (s) => s.theme,
      (s, theme) => ({ ...s, theme }),
    );
    if (!saved.ok) return saved.response;
    return ok(saved.saved, 200, { message: SETTINGS_MESSAGES.theme });
  }),

  // Multipart with any of the four logo files (JSON with image references is accepted too).
  // A logo not sent keeps its current image.
  http.post(at('/api/settings/logo'), async ({ request }) => {
    const auth = await requireAdministrator(request);
    if (!auth.ok) return auth.response;
    const read = await readBody(request, { multipart: true });
    if (!read.ok) return read.response;
    const inline = inlineImagesProblem(read.body, LOGO_FIELDS);
    if (inline) return inline;
    const result = logoSettingsSchema.safeParse(read.body);
    if (!result.success) return fail(400, VALIDATION_FAILED, fieldErrors(result.error));
    const changed: LogoSettings = {};
    for (const field of LOGO_FIELDS) if (result.data[field]) changed[field] = result.data[field];
    const stored: string[] = [];
    for (const field of LOGO_FIELDS) {
      const file = read.files[field];
      if (!file) continue;
      const upload = await storeUpload(contextOf(request), file);
      if (!upload.ok) {
        await discardUploads(contextOf(request).db, stored);
        return upload.response;
      }
      stored.push(upload.url);
      changed[field] = upload.url;
    }
    const { logo } = await changeSettings(contextOf(request).db, (settings) => ({ ...settings, logo: { ...settings.logo, ...changed } }));
    return ok(logo, 200, { message: SETTINGS_MESSAGES.logo });
  }),

  // A blank or absent smtpPassword keeps the stored one (reads never hand it back to be re-sent).
  http.post(at('/api/settings/email'), async ({ request }) => {
    const auth = await requireAdministrator(request);
    if (!auth.ok) return auth.response;
    const saved = await savePartial(
      request,
      emailSettingsInputSchema,
      ({ email: { smtpPassword: _kept, ...email } }) => email,
      (settings, email) => ({ ...settings, email: { ...email, smtpPassword: email.smtpPassword ?? settings.email.smtpPassword ?? '' } }),
    );
    if (!saved.ok) return saved.response;
    const stored = (await currentSettings(contextOf(request).db)).email;
    return ok(emailView(stored), 200, { message: SETTINGS_MESSAGES.email });
  }),

  // The server stamps when the prices were set, so the calculator can say how current they are.
  http.post(at('/api/settings/zakat'), async ({ request }) => {
    const auth = await requireAdministrator(request);
    if (!auth.ok) return auth.response;
    const pricesSetAt = nowIsoOf(contextOf(request));
    const saved = await savePartial(
      request,
      zakatPricesInputSchema,
      ({ zakat: { pricesSetAt: _old, ...prices } = DEFAULT_ZAKAT_PRICES }) => prices,
      (settings, prices) => ({ ...settings, zakat: { ...prices, pricesSetAt } }),
    );
    if (!saved.ok) return saved.response;
    return ok({ ...saved.saved, pricesSetAt }, 200, { message: SETTINGS_MESSAGES.zakat });
  }),

  http.post(at('/api/settings/email/test'), async ({ request }) => {
    const auth = await requireAdministrator(request);
    if (!auth.ok) return auth.response;
    const parsed = await parseBody(request, testEmailSchema);
    if (!parsed.ok) return parsed.response;
    const { email: smtp } = await currentSettings(contextOf(request).db);
    const server = smtp.smtpHost ? `${smtp.smtpHost}:${smtp.smtpPort}` : 'no SMTP server set';
    await recordEmail(
      contextOf(request),
      'test',
      parsed.data.email,
      'Test email from Hope Foundation',
      `This is a test email sent from the admin settings by ${auth.admin.username} (${server}). If you can read it, e-mail sending works.`,
    );
    return ok({ to: parsed.data.email }, 200, { message: SETTINGS_MESSAGES.test });
  }),
];
