// Site settings: /api/settings/theme, /api/settings/logo, /api/settings/email (+ /test),
// /api/settings/zakat (the zakat calculator's metal prices), and the mock server's e-mail outbox.
import { z } from 'zod';
import {
  CONTROL_CHARACTERS,
  MAX_EMAIL,
  MAX_NAME,
  MAX_PASSWORD,
  MAX_TEXT,
  NOT_TEXT,
  boolFromForm,
  email,
  idSchema,
  intFromForm,
  isSingleLine,
  isoDateTime,
  numberFromForm,
  optionalEmail,
  optionalString,
  requiredString,
  tooLong,
  trimInput,
  trimmedPattern,
  withBodyRules,
} from './coerce';
import { optionalImageRef } from './uploads';

export const INVALID_COLOUR = 'Please enter a valid colour';
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

const colour = () =>
  z.preprocess(
    (v: string) => trimInput(v),
    withBodyRules(z.string({ error: INVALID_COLOUR }).regex(HEX_COLOUR, INVALID_COLOUR), trimmedPattern(HEX_COLOUR, false)),
  );

/** Body of POST /api/settings/theme, its data, and localStorage themeColors. Colours are #rrggbb. */
export const themeSettingsSchema = z.object({
  primaryColor: colour(),
  secondaryColor: colour(),
  textDark: colour(),
  textLight: colour(),
});
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;
export type ThemeSettingsValues = z.input<typeof themeSettingsSchema>;

export const DEFAULT_THEME: ThemeSettings = {
  primaryColor: '#012a23',
  secondaryColor: '#eb9801',
  textDark: '#333333',
  textLight: '#666666',
};

/** Logo image references; POST /api/settings/logo sends the chosen files beside them. */
export const logoSettingsSchema = z.object({
  headerLogo: optionalImageRef(),
  stickyLogo: optionalImageRef(),
  footerLogo: optionalImageRef(),
  favicon: optionalImageRef(),
});
export type LogoSettings = z.infer<typeof logoSettingsSchema>;

export const DEFAULT_SMTP_PORT = 587;

/** The e-mail settings as stored and read (a save checks them with emailSettingsInputSchema). */
export const emailSettingsSchema = z.object({
  adminEmail: optionalEmail(),
  smtpHost: optionalString(255),
  smtpPort: intFromForm({
    min: 1,
    max: 65535,
    minMessage: 'SMTP port must be between 1 and 65535',
    maxMessage: 'SMTP port must be between 1 and 65535',
    intMessage: 'SMTP port must be a whole number',
    invalid: 'SMTP port must be a number',
    default: DEFAULT_SMTP_PORT,
  }),
  smtpUser: optionalString(MAX_EMAIL),
  // Not trimmed: spaces may be part of a password. Blank means none.
  smtpPassword: z.preprocess(
    (v: string | null | undefined) => (v === '' || v === null ? undefined : v),
    z.string({ error: NOT_TEXT }).max(MAX_PASSWORD, tooLong(MAX_PASSWORD)).refine(isSingleLine, CONTROL_CHARACTERS).optional(),
  ),
  sendDonationEmail: boolFromForm(true),
  sendContactEmail: boolFromForm(true),
  sendVolunteerEmail: boolFromForm(true),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

export const EMAIL_SETTINGS_MESSAGES = {
  adminEmailRequired: 'Admin email is required',
  smtpHostRequired: 'SMTP host is required',
} as const;

/**
 * The e-mail settings form, and each save (POST /api/settings/email merges the fields it is sent
 * over the stored ones, then checks the whole): notifications need somewhere to go and a server
 * to send through, so the admin e-mail and the SMTP host cannot be blank.
 */
export const emailSettingsInputSchema = emailSettingsSchema.extend({
  adminEmail: email(EMAIL_SETTINGS_MESSAGES.adminEmailRequired),
  smtpHost: requiredString(EMAIL_SETTINGS_MESSAGES.smtpHostRequired, 255),
});
export type EmailSettingsInput = z.infer<typeof emailSettingsInputSchema>;
export type EmailSettingsInputValues = z.input<typeof emailSettingsInputSchema>;

/**
 * data of GET and POST /api/settings/email: the SMTP password is never sent back (always ''),
 * smtpPasswordSet says whether one is stored. Saving with a blank password keeps the stored one.
 */
export type EmailSettingsView = EmailSettings & { smtpPassword: ''; smtpPasswordSet: boolean };

/** EmailSettingsView as a schema, for the OpenAPI document (pure: the app never builds it). */
export const emailSettingsViewSchema = /* @__PURE__ */ emailSettingsSchema.extend({
  smtpPassword: /* @__PURE__ */ z.literal(''),
  smtpPasswordSet: /* @__PURE__ */ z.boolean(),
}) satisfies z.ZodType<EmailSettingsView>;

/** Body of POST /api/settings/email/test. */
export const testEmailSchema = z.object({ email: email() });
export type TestEmail = z.infer<typeof testEmailSchema>;

/** data of POST /api/settings/email/test: where the test e-mail went (pure: only the OpenAPI document builds it). */
export const testEmailResultSchema = /* @__PURE__ */ z.object({ to: /* @__PURE__ */ z.string().max(MAX_EMAIL) });

export const OUTBOX_KINDS = ['donation', 'contact', 'volunteer', 'test'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** An e-mail the mock server "sent" (kept so QA can check notifications). */
export const outboxEntrySchema = z.object({
  id: idSchema,
  to: z.string().max(MAX_EMAIL),
  subject: z.string().max(MAX_NAME * 3),
  body: z.string().max(MAX_TEXT * 3),
  kind: z.enum(OUTBOX_KINDS),
  created_at: isoDateTime,
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/**
 * The nisab in grams: the standard 87.48 g of gold (7.5 tola) or 612.36 g of silver (52.5 tola).
 * The zakat calculator and the admin's Zakat tab say both.
 */
export const NISAB_GRAMS = { gold: 87.48, silver: 612.36 } as const;

export const ZAKAT_PRICE_MESSAGES = {
  goldRequired: 'Gold price is required',
  goldInvalid: 'Gold price must be a number',
  goldPositive: 'Gold price must be greater than 0',
  silverRequired: 'Silver price is required',
  silverInvalid: 'Silver price must be a number',
  silverPositive: 'Silver price must be greater than 0',
  tooHigh: 'Price must be 1,000,000 or less',
} as const;

/** A metal's price in USD per gram: more than 0 (a free metal would make every purse reach the nisab). */
const pricePerGram = (required: string, invalid: string, positive: string) =>
  numberFromForm({ required, invalid, min: 0.01, minMessage: positive, max: 1_000_000, maxMessage: ZAKAT_PRICE_MESSAGES.tooHigh });

/** Body of POST /api/settings/zakat: gold and silver prices in USD per gram. */
export const zakatPricesInputSchema = z.object({
  goldPricePerGram: pricePerGram(ZAKAT_PRICE_MESSAGES.goldRequired, ZAKAT_PRICE_MESSAGES.goldInvalid, ZAKAT_PRICE_MESSAGES.goldPositive),
  silverPricePerGram: pricePerGram(ZAKAT_PRICE_MESSAGES.silverRequired, ZAKAT_PRICE_MESSAGES.silverInvalid, ZAKAT_PRICE_MESSAGES.silverPositive),
});
export type ZakatPricesInput = z.infer<typeof zakatPricesInputSchema>;
export type ZakatPricesValues = z.input<typeof zakatPricesInputSchema>;

/** data of GET and POST /api/settings/zakat: the prices and when they were set (the server stamps it on save). */
export const zakatPricesSchema = z.object({
  goldPricePerGram: z.number().positive(),
  silverPricePerGram: z.number().positive(),
  pricesSetAt: isoDateTime,
});
export type ZakatPrices = z.infer<typeof zakatPricesSchema>;

/** The seed's prices; also what settings stored before the Zakat tab existed read as. */
export const DEFAULT_ZAKAT_PRICES: ZakatPrices = {
  goldPricePerGram: 130,
  silverPricePerGram: 1.6,
  pricesSetAt: '2026-01-15T10:00:00.000Z',
};
