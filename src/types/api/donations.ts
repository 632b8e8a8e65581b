// Donations: the donate wizard's form, the public POST /api/donations body, the popup's
// GET /api/donations/latest and the admin's GET /api/donations/admin.
// A full card number or a CVV is never sent or stored: only the last 4 digits and the name.
import { z } from 'zod';
import { today } from '@/lib/clock';
import {
  MAX_ADDRESS,
  MAX_EMAIL,
  MAX_NAME,
  MAX_PHONE,
  MAX_SHORT,
  MAX_TEXT,
  NOT_NUMBER,
  NOT_TEXT,
  blankToUndefined,
  boolFromForm,
  email,
  enumFromForm,
  enumWithDefault,
  idSchema,
  isoDateTime,
  missingOr,
  optionalString,
  requiredString,
  stringWithDefault,
  toNumber,
  tooLong,
  trimInput,
  trimmedPattern,
  withBodyRules,
} from './coerce';

export const DONATION_TYPES = ['donation', 'zakat', 'sadqa'] as const;
export type DonationType = (typeof DONATION_TYPES)[number];

export const PRESET_AMOUNTS = [10, 25, 50, 100, 250, 500] as const;
export const DEFAULT_CAMPAIGN = 'general';
export const DEFAULT_CURRENCY = 'USD';
const CURRENCY = /^[A-Z]{3}$/;
const CARD_LAST4 = /^\d{4}$/;
export const DEFAULT_PAYMENT_METHOD = 'Credit Card';
/** How often a gift recurs. Nothing is charged again by this site: 'monthly' records the donor's intent. */
export const FREQUENCIES = ['one-time', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const DEFAULT_FREQUENCY: Frequency = 'one-time';
export const DEFAULT_DONATION_STATUS = 'Completed';

/**
 * The campaigns a gift can go to (the stored value) and the name people read. 'general' is the
 * spec's default; the others are the six services. A value not listed here is shown as it is.
 */
export const CAMPAIGN_NAMES: Readonly<Record<string, string>> = {
  [DEFAULT_CAMPAIGN]: 'General Fund',
  education: "Children's Education",
  shelter: 'Shelter & Housing',
  'disaster-relief': 'Flood & Disaster Relief',
  'women-empowerment': "Women's Empowerment",
  'medical-aid': 'Medical Aid',
  zakat: 'Zakat Campaigning',
};

export function campaignName(campaign: string): string {
  return Object.hasOwn(CAMPAIGN_NAMES, campaign) ? CAMPAIGN_NAMES[campaign] : campaign;
}

export const FREQUENCY_LABELS: Readonly<Record<Frequency, string>> = { 'one-time': 'One-time', monthly: 'Monthly' };

/** How often a gift recurs, as people read it ('one-time' is 'One-time'); other text shows as it is. */
export function frequencyLabel(frequency: string): string {
  return Object.hasOwn(FREQUENCY_LABELS, frequency) ? FREQUENCY_LABELS[frequency as Frequency] : frequency;
}

/**
 * A stored frequency as the contract knows it. Before monthly giving, the field was free text that
 * the app only ever set to 'one-time': any value other than 'monthly' reads as 'one-time'.
 */
export function readFrequency(stored: unknown): Frequency {
  return stored === 'monthly' ? 'monthly' : DEFAULT_FREQUENCY;
}
export const MAX_DONATION_AMOUNT = 1_000_000;

/** Keys that would carry card secrets; a body holding any of them is refused outright. */
export const CARD_SECRET_KEYS = ['cardNumber', 'card_number', 'cvv'] as const;

/** First and last name each fit so that 'first last' stays within donor_name's limit. */
const MAX_NAME_PART = 99;

export const DONATION_MESSAGES = {
  cardSecrets: 'Card number and CVV must never be sent',
  nameRequired: 'Name is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  amountRequired: 'Amount is required',
  amountInvalid: 'Amount must be a number',
  amountPositive: 'Amount must be greater than 0',
  amountMax: 'Amount must be 1,000,000 or less',
  amountCents: 'Amount must be in whole cents, at least 0.01',
  donationTypeRequired: 'Donation type is required',
  donationTypeInvalid: 'Donation type must be donation, zakat or sadqa',
  frequencyInvalid: 'Frequency must be one-time or monthly',
  currencyInvalid: 'Currency must be a 3-letter code such as USD',
  cardNameRequired: 'Name on card is required',
  cardLast4Required: 'The last 4 card digits are required',
  cardLast4Invalid: 'The last 4 card digits must be exactly 4 digits',
  cardNumberRequired: 'Card number is required',
  cardNumberInvalid: 'Please enter a valid card number',
  expiryRequired: 'Expiry date is required',
  expiryInvalid: 'Please enter the expiry date as MM/YY',
  expiryPast: 'This card has expired',
  cvvRequired: 'CVV is required',
  cvvInvalid: 'Please enter a valid CVV',
  /** Spec: the alert when POST /api/donations fails. */
  failed: 'Failed to process donation. Please try again.',
  /** Spec: the Thank You modal. */
  thankYou: 'Thank you for your generous donation! Your support makes a real difference in our community.',
} as const;

/** Whether an amount is a whole number of cents (10.1 is; 1e-7 and 0.005 are not), up to float error. */
export const isWholeCents = (amount: number): boolean => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** An amount of at least 0.01 in whole cents, up to MAX_DONATION_AMOUNT, from a number input or a form string. */
const amountSchema = withBodyRules(
  z.preprocess(
    (v: number | string) => toNumber(v),
    z
      .number({ error: missingOr(DONATION_MESSAGES.amountRequired, DONATION_MESSAGES.amountInvalid) })
      .positive({ error: DONATION_MESSAGES.amountPositive, abort: true })
      .max(MAX_DONATION_AMOUNT, { error: DONATION_MESSAGES.amountMax, abort: true })
      .refine(isWholeCents, DONATION_MESSAGES.amountCents),
  ),
  // isWholeCents in the document.
  { multipleOf: 0.01 },
);

const donationTypeSchema = enumFromForm(DONATION_TYPES, {
  required: DONATION_MESSAGES.donationTypeRequired,
  invalid: DONATION_MESSAGES.donationTypeInvalid,
});

const frequencySchema = enumWithDefault(FREQUENCIES, DEFAULT_FREQUENCY, DONATION_MESSAGES.frequencyInvalid);

/** The fields of a donation as sent; shared by the request body and the stored record. */
const donationFields = z.object({
  donor_name: requiredString(DONATION_MESSAGES.nameRequired, MAX_NAME),
  donor_email: email(),
  donor_phone: optionalString(MAX_PHONE),
  donor_country: optionalString(MAX_SHORT),
  amount: amountSchema,
  currency: z.preprocess(
    (v: string | undefined) => {
      const t = blankToUndefined(v);
      return typeof t === 'string' ? t.toUpperCase() : t;
    },
    withBodyRules(z.string({ error: NOT_TEXT }).regex(CURRENCY, DONATION_MESSAGES.currencyInvalid), trimmedPattern(CURRENCY, true)).default(
      DEFAULT_CURRENCY,
    ),
  ),
  payment_method: stringWithDefault(DEFAULT_PAYMENT_METHOD, 50),
  donation_type: donationTypeSchema,
  campaign: stringWithDefault(DEFAULT_CAMPAIGN, MAX_SHORT),
  frequency: frequencySchema,
  message: optionalString(MAX_TEXT),
  is_anonymous: boolFromForm(false),
  card_last4: z.preprocess(
    (v: string) => trimInput(v),
    withBodyRules(
      z.string({ error: missingOr(DONATION_MESSAGES.cardLast4Required, NOT_TEXT) }).regex(CARD_LAST4, DONATION_MESSAGES.cardLast4Invalid),
      trimmedPattern(CARD_LAST4, false),
    ),
  ),
  card_name: requiredString(DONATION_MESSAGES.cardNameRequired, MAX_NAME),
});

/** Refuses a body that carries a card secret. Runs on the raw keys, before unknown keys are stripped. */
function rejectCardSecrets<T>(body: T, ctx: z.RefinementCtx): T {
  if (body !== null && typeof body === 'object') {
    for (const key of CARD_SECRET_KEYS) {
      if (Object.prototype.hasOwnProperty.call(body, key)) {
        ctx.addIssue({ code: 'custom', message: DONATION_MESSAGES.cardSecrets, path: [key], input: body });
      }
    }
  }
  return body;
}

/** Body of the public POST /api/donations. */
export const donationInputSchema = z.preprocess((body: z.input<typeof donationFields>, ctx) => rejectCardSecrets(body, ctx), donationFields);
export type DonationInput = z.infer<typeof donationInputSchema>;

/** A donation as the mock server stores it. Records (and exports) from before monthly giving stay readable. */
export const storedDonationSchema = donationFields.extend({
  frequency: z.preprocess((v: string | undefined) => readFrequency(v), z.enum(FREQUENCIES)),
  id: idSchema,
  status: z.string().max(50).default(DEFAULT_DONATION_STATUS),
  created_at: isoDateTime,
});
export type StoredDonation = z.infer<typeof storedDonationSchema>;

/** GET /api/donations/latest: what the donor popup shows ('Anonymous' for anonymous donors). */
export const latestDonationSchema = z.object({
  donor_name: z.string().max(MAX_NAME),
  donor_country: z.string().max(MAX_SHORT).optional(),
  amount: z.number(),
});
export type LatestDonation = z.infer<typeof latestDonationSchema>;

/** GET /api/donations/admin: one row of the admin donations table. Texts are '' when not given. */
export const adminDonationSchema = z.object({
  id: idSchema,
  firstName: z.string().max(MAX_NAME),
  lastName: z.string().max(MAX_NAME),
  anonymous: z.boolean(),
  email: z.string().max(MAX_EMAIL),
  phone: z.string().max(MAX_PHONE),
  address: z.string().max(MAX_ADDRESS),
  amount: z.number({ error: NOT_NUMBER }),
  campaign: z.string().max(MAX_SHORT),
  frequency: z.enum(FREQUENCIES),
  date: isoDateTime,
  donationType: z.enum(DONATION_TYPES),
  /** Only the last 4 digits, ever. */
  cardNumber: z.string().regex(/^\d{4}$/, 'Only the last 4 card digits are kept'),
  cardName: z.string().max(MAX_NAME),
  message: z.string().max(MAX_TEXT),
  status: z.string().max(50),
});
export type AdminDonation = z.infer<typeof adminDonationSchema>;

/**
 * One row of the admin table, from a stored donation (the mock server's list, and the receipt of a
 * gift just made). The donor's country stands in for the address, which is not stored.
 */
export function toAdminDonation(donation: StoredDonation): AdminDonation {
  const [firstName = '', ...rest] = donation.donor_name.trim().split(/\s+/);
  return {
    id: donation.id,
    firstName,
    lastName: rest.join(' '),
    anonymous: donation.is_anonymous,
    email: donation.donor_email,
    phone: donation.donor_phone ?? '',
    address: donation.donor_country ?? '',
    amount: donation.amount,
    campaign: donation.campaign,
    frequency: readFrequency(donation.frequency),
    date: donation.created_at,
    donationType: donation.donation_type,
    cardNumber: donation.card_last4,
    cardName: donation.card_name,
    message: donation.message ?? '',
    status: donation.status,
  };
}

// ---- The donate wizard (client only) ----

const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** 'MM/YY' is valid through the end of that month. */
export function isExpiryInFuture(expiry: string, now: Date = today()): boolean {
  const match = EXPIRY.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

/** Card number digits with spaces removed. */
export const cardDigits = (cardNumber: string): string => cardNumber.replace(/\s+/g, '');

/** The donate wizard's form state (spec document 1, section 3). Card fields never leave the browser. */
export const donateFormSchema = z.object({
  firstName: requiredString(DONATION_MESSAGES.firstNameRequired, MAX_NAME_PART),
  lastName: requiredString(DONATION_MESSAGES.lastNameRequired, MAX_NAME_PART),
  email: email(),
  phone: optionalString(MAX_PHONE),
  address: optionalString(MAX_ADDRESS),
  amount: amountSchema,
  donationType: enumWithDefault(DONATION_TYPES, 'donation', DONATION_MESSAGES.donationTypeInvalid),
  campaign: stringWithDefault(DEFAULT_CAMPAIGN, MAX_SHORT),
  frequency: frequencySchema,
  anonymous: boolFromForm(false),
  message: optionalString(MAX_TEXT),
  cardName: requiredString(DONATION_MESSAGES.cardNameRequired, MAX_NAME),
  cardNumber: z.preprocess(
    (v: string) => trimInput(v),
    z
      .string({ error: missingOr(DONATION_MESSAGES.cardNumberRequired, NOT_TEXT) })
      .min(1, { error: DONATION_MESSAGES.cardNumberRequired, abort: true })
      .max(40, { error: tooLong(40), abort: true })
      .refine((v) => /^\d{12,19}$/.test(cardDigits(v)), DONATION_MESSAGES.cardNumberInvalid),
  ),
  expiryDate: z.preprocess(
    (v: string) => trimInput(v),
    z
      .string({ error: missingOr(DONATION_MESSAGES.expiryRequired, NOT_TEXT) })
      .min(1, { error: DONATION_MESSAGES.expiryRequired, abort: true })
      .regex(EXPIRY, { error: DONATION_MESSAGES.expiryInvalid, abort: true })
      .refine((v) => isExpiryInFuture(v), DONATION_MESSAGES.expiryPast),
  ),
  cvv: z.preprocess(
    (v: string) => trimInput(v),
    z
      .string({ error: missingOr(DONATION_MESSAGES.cvvRequired, NOT_TEXT) })
      .min(1, { error: DONATION_MESSAGES.cvvRequired, abort: true })
      .regex(/^\d{3,4}$/, DONATION_MESSAGES.cvvInvalid),
  ),
});
export type DonateForm = z.infer<typeof donateFormSchema>;
/** What the donate wizard holds (react-hook-form values). */
export type DonateFormValues = z.input<typeof donateFormSchema>;

/** The last comma-separated part of an address, trimmed ('1 High St, London, UK' gives 'UK'). */
export function countryFromAddress(address: string | undefined): string | undefined {
  const parts = (address ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length ? parts[parts.length - 1] : undefined;
}

/** Builds the POST /api/donations body from the wizard: only the last 4 card digits, never the CVV. */
export function toDonationBody(form: DonateForm): DonationInput {
  const digits = cardDigits(form.cardNumber).replace(/\D/g, '');
  return {
    donor_name: `${form.firstName} ${form.lastName}`.trim(),
    donor_email: form.email,
    donor_phone: form.phone,
    donor_country: countryFromAddress(form.address),
    amount: form.amount,
    currency: DEFAULT_CURRENCY,
    payment_method: DEFAULT_PAYMENT_METHOD,
    donation_type: form.donationType,
    campaign: form.campaign,
    frequency: form.frequency,
    message: form.message,
    is_anonymous: form.anonymous,
    card_last4: digits.slice(-4),
    card_name: form.cardName,
  };
}
