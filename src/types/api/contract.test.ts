import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CLOCK_KEY, pinValue } from '@/lib/clock';
import {
  adminStatusSchema,
  adminUserSchema,
  changePasswordFormSchema,
  changePasswordSchema,
  createAdminSchema,
  loginResponseSchema,
  loginSchema,
} from './admins';
import { BANNER_MESSAGES, bannerInputSchema, bannerSchema } from './banners';
import { boolFromForm, email, intFromForm, optionalString, requiredString } from './coerce';
import { contactInputSchema, contactMessageSchema, contactStatusSchema } from './contact';
import {
  adminDonationSchema,
  campaignName,
  countryFromAddress,
  donateFormSchema,
  donationInputSchema,
  frequencyLabel,
  isExpiryInFuture,
  latestDonationSchema,
  storedDonationSchema,
  toDonationBody,
} from './donations';
import { fieldErrors } from './envelope';
import { categoryFormSchema, categorySchema, eventFormSchema, eventPostSchema, eventsListSchema, splitList } from './events';
import { galleryImageSchema, galleryInputSchema } from './gallery';
import { DEFAULT_ICON_CLASS } from './plain-values';
import { serviceInputSchema, serviceSchema } from './services';
import { DEFAULT_THEME, emailSettingsSchema, logoSettingsSchema, outboxEntrySchema, testEmailSchema, themeSettingsSchema } from './settings';
import { isAllowedImageType, optionalImageRef, uploadResponseSchema } from './uploads';
import { isUrlOrPath, MAX_IMAGE_REF } from './url-rules';
import { VOLUNTEER_STEP_FIELDS, adminVolunteerSchema, volunteerInputSchema, volunteerSchema, volunteerStatusSchema } from './volunteers';

const ONE_MB = 'x'.repeat(1024 * 1024);
const NOW = '2026-01-15T10:00:00.000Z';

/** Field errors of a failed parse ({} when it succeeds). */
function errorsOf(schema: z.ZodType, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  return result.success ? {} : fieldErrors(result.error);
}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(`Expected success, got ${JSON.stringify(fieldErrors(result.error))}`);
  return result.data;
}

/** A multipart body as the mock handlers see it: every value a string. */
function multipart(fields: Record<string, string>): Record<string, FormDataEntryValue> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return Object.fromEntries(form);
}

const without = (body: Record<string, unknown>, key: string) => {
  const copy = { ...body };
  delete copy[key];
  return copy;
};

// ---- Every request/form schema: the same table-driven checks ----

interface InputCase {
  name: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  /** Required field -> the exact message when missing, blank or whitespace-only. */
  required: Record<string, string>;
  /** String fields that must refuse a 1 MB value. */
  text: string[];
}

const validBanner = {
  title: 'Give Hope',
  sub_heading: 'Together',
  description: 'Education and shelter for children.',
  button_text: 'Donate',
  button_link: '/donate',
  text_alignment: 'left',
  is_active: true,
  image_url: '/uploads/1.png',
};
const validService = {
  title: 'Medical Aid',
  description: 'Free clinics.',
  icon_class: 'fa-heart',
  display_order: 2,
  is_active: true,
  image_url: '/uploads/2.jpg',
};
const validGallery = {
  title: 'Food drive',
  description: 'Volunteers packing parcels',
  category: 'events',
  is_featured: true,
  display_order: 1,
  image_url: '/uploads/3.webp',
};
const validDonation = {
  donor_name: 'Amina Khan',
  donor_email: 'amina@example.org',
  donor_phone: '+44 20 7946 0000',
  donor_country: 'United Kingdom',
  amount: 50,
  currency: 'USD',
  payment_method: 'Credit Card',
  donation_type: 'zakat',
  campaign: 'general',
  frequency: 'one-time',
  message: 'For the flood appeal',
  is_anonymous: false,
  card_last4: '4242',
  card_name: 'Amina Khan',
};
const validDonateForm = {
  firstName: 'Amina',
  lastName: 'Khan',
  email: 'amina@example.org',
  phone: '',
  address: '1 High Street, London, United Kingdom',
  amount: 100,
  donationType: 'sadqa',
  campaign: 'general',
  anonymous: false,
  message: '',
  cardName: 'Amina Khan',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/99',
  cvv: '123',
};
const validContact = {
  name: 'Sam Lee',
  email: 'sam@example.org',
  phone: '07700 900123',
  subject: 'Volunteering',
  message: 'How can I help?',
};
const validVolunteer = {
  name: 'Sam Lee',
  email: 'sam@example.org',
  phone: '07700 900123',
  address: '2 Mile End Road, London',
  age: 30,
  skills: 'teaching, first aid',
  experience: 'Two years at a food bank',
  availability: 'Weekends',
  motivation: 'I want to give back.',
  emergency_contact: 'Alex Lee',
  emergency_phone: '07700 900456',
};
const validEventForm = {
  title: 'Winter Appeal',
  category: 'Charity',
  date: '2026-02-01',
  description: 'Warm meals for families.',
  content: 'First paragraph.\n\nSecond paragraph.',
  image: 'https://example.org/a.jpg',
  detailsImage: '',
  galleryImages: '/images/a.jpg, /images/b.jpg',
  tags: 'winter, food',
  highlights: 'Hot meals, Blankets',
};

const inputCases: InputCase[] = [
  {
    name: 'bannerInputSchema',
    schema: bannerInputSchema,
    valid: validBanner,
    required: { title: 'Heading is required', description: 'Description is required' },
    text: ['title', 'sub_heading', 'description', 'button_text', 'button_link', 'image_url'],
  },
  {
    name: 'serviceInputSchema',
    schema: serviceInputSchema,
    valid: validService,
    required: { title: 'Title is required', description: 'Description is required' },
    text: ['title', 'description', 'icon_class', 'image_url'],
  },
  {
    name: 'galleryInputSchema',
    schema: galleryInputSchema,
    valid: validGallery,
    required: { title: 'Title is required' },
    text: ['title', 'description', 'image_url'],
  },
  {
    name: 'donationInputSchema',
    schema: donationInputSchema,
    valid: validDonation,
    required: {
      donor_name: 'Name is required',
      donor_email: 'Email is required',
      card_name: 'Name on card is required',
    },
    text: [
      'donor_name',
      'donor_email',
      'donor_phone',
      'donor_country',
      'currency',
      'payment_method',
      'campaign',
      'frequency',
      'message',
      'card_last4',
      'card_name',
    ],
  },
  {
    name: 'donateFormSchema',
    schema: donateFormSchema,
    valid: validDonateForm,
    required: {
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      cardName: 'Name on card is required',
      cardNumber: 'Card number is required',
      expiryDate: 'Expiry date is required',
      cvv: 'CVV is required',
    },
    text: ['firstName', 'lastName', 'email', 'phone', 'address', 'campaign', 'message', 'cardName', 'cardNumber', 'expiryDate', 'cvv'],
  },
  {
    name: 'contactInputSchema',
    schema: contactInputSchema,
    valid: validContact,
    required: { name: 'Name is required', email: 'Email is required', message: 'Message is required' },
    text: ['name', 'email', 'phone', 'subject', 'message'],
  },
  {
    name: 'volunteerInputSchema',
    schema: volunteerInputSchema,
    valid: validVolunteer,
    required: {
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      address: 'Address is required',
      skills: 'Skills are required',
      availability: 'Please select your availability',
      motivation: 'Motivation is required',
    },
    text: ['name', 'email', 'phone', 'address', 'skills', 'experience', 'motivation', 'emergency_contact', 'emergency_phone'],
  },
  {
    name: 'loginSchema',
    schema: loginSchema,
    valid: { username: 'admin', password: 'admin123' },
    required: { username: 'Username is required', password: 'Password is required' },
    text: ['username', 'password'],
  },
  {
    name: 'createAdminSchema',
    schema: createAdminSchema,
    valid: { username: 'editor', email: 'editor@example.org', password: 'secret1', role: 'admin' },
    required: { username: 'Username is required', email: 'Email is required', password: 'Password is required' },
    text: ['username', 'email', 'password'],
  },
  {
    name: 'changePasswordSchema',
    schema: changePasswordSchema,
    valid: { newPassword: 'secret1' },
    required: { newPassword: 'Password is required' },
    text: ['newPassword'],
  },
  {
    name: 'themeSettingsSchema',
    schema: themeSettingsSchema,
    valid: { ...DEFAULT_THEME },
    required: {
      primaryColor: 'Please enter a valid colour',
      secondaryColor: 'Please enter a valid colour',
      textDark: 'Please enter a valid colour',
      textLight: 'Please enter a valid colour',
    },
    text: ['primaryColor'],
  },
  {
    name: 'emailSettingsSchema',
    schema: emailSettingsSchema,
    valid: {
      adminEmail: 'admin@example.org',
      smtpHost: 'smtp.example.org',
      smtpPort: 587,
      smtpUser: 'mailer',
      smtpPassword: 'pw',
      sendDonationEmail: true,
      sendContactEmail: false,
      sendVolunteerEmail: true,
    },
    required: {},
    text: ['adminEmail', 'smtpHost', 'smtpUser', 'smtpPassword'],
  },
  {
    name: 'testEmailSchema',
    schema: testEmailSchema,
    valid: { email: 'admin@example.org' },
    required: { email: 'Email is required' },
    text: ['email'],
  },
  {
    name: 'eventFormSchema',
    schema: eventFormSchema,
    valid: validEventForm,
    required: {
      title: 'Title is required',
      category: 'Category is required',
      date: 'Date is required',
      description: 'Short description is required',
      content: 'Content is required',
    },
    text: ['title', 'category', 'date', 'description', 'content', 'image', 'detailsImage', 'galleryImages', 'tags', 'highlights'],
  },
  {
    name: 'categoryFormSchema',
    schema: categoryFormSchema,
    valid: { name: 'Community' },
    required: { name: 'Category name is required' },
    text: ['name'],
  },
];

describe.each(inputCases)('$name', ({ schema, valid, required, text }) => {
  it('accepts a valid body', () => {
    expect(errorsOf(schema, valid)).toEqual({});
  });

  it.each(Object.entries(required))('gives the exact message when %s is missing, blank or whitespace-only', (field, message) => {
    expect(errorsOf(schema, without(valid, field))[field]).toBe(message);
    expect(errorsOf(schema, { ...valid, [field]: '' })[field]).toBe(message);
    expect(errorsOf(schema, { ...valid, [field]: '   \t\n ' })[field]).toBe(message);
    expect(errorsOf(schema, { ...valid, [field]: null })[field]).toBe(message);
  });

  it.each(text)('refuses a 1 MB string in %s', (field) => {
    expect(errorsOf(schema, { ...valid, [field]: ONE_MB })[field]).toBeTruthy();
  });

  it.each(text)('refuses a non-string %s', (field) => {
    expect(errorsOf(schema, { ...valid, [field]: { nested: true } })[field]).toBeTruthy();
    expect(errorsOf(schema, { ...valid, [field]: ['a'] })[field]).toBeTruthy();
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, undefined, 'text', 42, []]) expect(schema.safeParse(body).success).toBe(false);
  });

  it('strips unknown keys and never carries __proto__ or constructor over', () => {
    const raw = JSON.parse(
      `{${JSON.stringify(valid).slice(1, -1)},"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"isAdmin":true}`,
    ) as Record<string, unknown>;
    expect(Object.prototype.hasOwnProperty.call(raw, '__proto__')).toBe(true);
    const data = parse(schema, raw) as Record<string, unknown>;
    expect(Object.prototype.hasOwnProperty.call(data, '__proto__')).toBe(false);
    expect(Object.prototype.hasOwnProperty.call(data, 'constructor')).toBe(false);
    expect(Object.prototype.hasOwnProperty.call(data, 'isAdmin')).toBe(false);
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('parses a null-prototype body (how the mock reads requests)', () => {
    const body = Object.assign(Object.create(null) as object, valid);
    expect(schema.safeParse(body).success).toBe(true);
  });

  it('trims strings', () => {
    const padded = Object.fromEntries(
      Object.entries(valid).map(([key, value]) => [key, typeof value === 'string' && !/password/i.test(key) ? `  ${value}  ` : value]),
    );
    const data = parse(schema, padded) as Record<string, unknown>;
    for (const [key, value] of Object.entries(data)) {
      if (typeof value === 'string' && !/password/i.test(key)) expect(value).toBe(value.trim());
    }
  });
});

// ---- Shared preprocessors ----

describe('coerce', () => {
  it('requiredString trims and limits', () => {
    const s = requiredString('Needed', 5);
    expect(parse(s, '  ab  ')).toBe('ab');
    expect(errorsOf(s, '   ')).toEqual({ _: 'Needed' });
    expect(errorsOf(s, undefined)).toEqual({ _: 'Needed' });
    expect(errorsOf(s, 'abcdef')._).toMatch(/at most 5/);
    expect(errorsOf(s, 12)._).toBe('Must be text');
  });

  it('optionalString turns blanks into undefined', () => {
    const s = optionalString(10);
    expect(parse(s, '')).toBeUndefined();
    expect(parse(s, '   ')).toBeUndefined();
    expect(parse(s, null)).toBeUndefined();
    expect(parse(s, ' a ')).toBe('a');
  });

  it('boolFromForm coerces form strings', () => {
    const withDefault = boolFromForm(true);
    expect(parse(withDefault, 'false')).toBe(false);
    expect(parse(withDefault, 'on')).toBe(true);
    expect(parse(withDefault, 'true')).toBe(true);
    expect(parse(withDefault, '')).toBe(true);
    expect(parse(withDefault, undefined)).toBe(true);
    expect(withDefault.safeParse('maybe').success).toBe(false);
    expect(withDefault.safeParse(1).success).toBe(false);
    const requiredBool = boolFromForm();
    expect(requiredBool.safeParse(undefined).success).toBe(false);
    expect(parse(requiredBool, 'off')).toBe(false);
  });

  it('intFromForm coerces numeric strings and refuses others', () => {
    const n = intFromForm({ min: 0, default: 0 });
    expect(parse(n, '7')).toBe(7);
    expect(parse(n, ' 7 ')).toBe(7);
    expect(parse(n, '')).toBe(0);
    expect(parse(n, Number.NaN)).toBe(0);
    expect(n.safeParse('7abc').success).toBe(false);
    expect(n.safeParse('0x10').success).toBe(false);
    expect(n.safeParse('1.5').success).toBe(false);
    expect(n.safeParse(true).success).toBe(false);
    expect(n.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
  });

  it('email checks format and gives the required message', () => {
    const e = email();
    expect(parse(e, '  a@b.org ')).toBe('a@b.org');
    expect(errorsOf(e, '')._).toBe('Email is required');
    expect(errorsOf(e, 'not-an-email')._).toBe('Please enter a valid email address');
    expect(errorsOf(e, 'a@b')._).toBe('Please enter a valid email address');
  });

  it('isUrlOrPath allows http(s) URLs and root-relative paths only', () => {
    for (const ok of ['/donate', '/', 'https://example.org/x?y=1', 'http://localhost:5000/a']) expect(isUrlOrPath(ok)).toBe(true);
    for (const bad of ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'donate', 'ftp://x.org', 'data:text/html,hi', '/a b', 'https://'])
      expect(isUrlOrPath(bad)).toBe(false);
  });
});

// ---- Per resource ----

describe('banners', () => {
  it('requires a link when button text is given, with the spec message', () => {
    expect(errorsOf(bannerInputSchema, { ...validBanner, button_link: '' }).button_link).toBe('Button link is required when button text is provided');
    expect(errorsOf(bannerInputSchema, { ...validBanner, button_text: '', button_link: '' })).toEqual({});
  });

  it('reports the link rule together with other field errors', () => {
    expect(errorsOf(bannerInputSchema, { button_text: 'Go' })).toEqual({
      title: 'Heading is required',
      description: 'Description is required',
      button_link: 'Button link is required when button text is provided',
    });
  });

  it.each(['javascript:alert(1)', 'not a url', '//evil.example', 'mailto:a@b.org'])('refuses the link %s', (link) => {
    expect(errorsOf(bannerInputSchema, { ...validBanner, button_link: link }).button_link).toBe('Please enter a valid URL');
  });

  it('applies defaults and coerces a multipart body', () => {
    const data = parse(
      bannerInputSchema,
      multipart({
        title: ' Hello ',
        description: 'World',
        sub_heading: '',
        button_text: '',
        button_link: '',
        text_alignment: '',
        is_active: 'false',
      }),
    );
    expect(data).toEqual({ title: 'Hello', description: 'World', text_alignment: 'center', is_active: false });
    expect(parse(bannerInputSchema, { title: 'A', description: 'B' })).toMatchObject({ text_alignment: 'center', is_active: true });
    expect(parse(bannerInputSchema, multipart({ title: 'A', description: 'B', is_active: 'on' })).is_active).toBe(true);
  });

  it('refuses unknown alignments and non-boolean flags', () => {
    expect(errorsOf(bannerInputSchema, { ...validBanner, text_alignment: 'justify' }).text_alignment).toBeTruthy();
    expect(errorsOf(bannerInputSchema, { ...validBanner, is_active: 'maybe' }).is_active).toBeTruthy();
    expect(errorsOf(bannerInputSchema, { ...validBanner, title: 42 }).title).toBeTruthy();
  });

  it('exports the spec texts', () => {
    expect(BANNER_MESSAGES.imageRequired).toBe('Background image is required');
  });

  it('bannerSchema accepts a stored banner', () => {
    const banner = {
      id: 1,
      image_url: '/images/banners/banner-1.jpg',
      sub_heading: '',
      title: 'T',
      description: 'D',
      button_text: '',
      link_url: '',
      text_alignment: 'center',
      is_active: true,
      created_at: NOW,
    };
    expect(parse(bannerSchema, banner)).toEqual(banner);
    expect(bannerSchema.safeParse({ ...banner, created_at: 'yesterday' }).success).toBe(false);
  });
});

describe('services', () => {
  it('defaults the icon and order, and coerces multipart', () => {
    const data = parse(serviceInputSchema, multipart({ title: 'A', description: 'B', icon_class: '  ', display_order: '3', is_active: 'false' }));
    expect(data).toEqual({ title: 'A', description: 'B', icon_class: DEFAULT_ICON_CLASS, display_order: 3, is_active: false });
    expect(parse(serviceInputSchema, { title: 'A', description: 'B' })).toMatchObject({
      icon_class: 'fa-hands-helping',
      display_order: 0,
      is_active: true,
    });
  });

  it('refuses a negative or fractional order with a clear message', () => {
    expect(errorsOf(serviceInputSchema, { ...validService, display_order: -1 }).display_order).toBe('Display order must be 0 or more');
    expect(errorsOf(serviceInputSchema, { ...validService, display_order: '-1' }).display_order).toBe('Display order must be 0 or more');
    expect(errorsOf(serviceInputSchema, { ...validService, display_order: 'first' }).display_order).toBe('Display order must be a number');
    expect(errorsOf(serviceInputSchema, { ...validService, display_order: 1.5 }).display_order).toBe('Display order must be a whole number');
  });

  it('refuses an icon class that is not a class name', () => {
    expect(errorsOf(serviceInputSchema, { ...validService, icon_class: 'fa-x" onclick="x' }).icon_class).toBeTruthy();
  });

  it('serviceSchema accepts a stored service', () => {
    const service = {
      id: 1,
      title: 'T',
      description: 'D',
      image_url: '/x.jpg',
      icon_class: 'fa-heart',
      display_order: 0,
      is_active: true,
      created_at: NOW,
    };
    expect(parse(serviceSchema, service)).toEqual(service);
  });
});

describe('gallery', () => {
  it('defaults category, featured and order; coerces multipart', () => {
    expect(parse(galleryInputSchema, multipart({ title: 'A', category: '', is_featured: 'on', display_order: '' }))).toEqual({
      title: 'A',
      category: 'general',
      is_featured: true,
      display_order: 0,
    });
    expect(parse(galleryInputSchema, { title: 'A' })).toMatchObject({ category: 'general', is_featured: false, display_order: 0 });
  });

  it('refuses unknown categories and a negative order', () => {
    expect(errorsOf(galleryInputSchema, { ...validGallery, category: 'memes' }).category).toBeTruthy();
    expect(errorsOf(galleryInputSchema, { ...validGallery, display_order: -2 }).display_order).toBe('Display order must be 0 or more');
  });

  it('galleryImageSchema accepts a stored image', () => {
    const image = {
      id: 3,
      image_url: '/uploads/3.png',
      title: 'T',
      description: '',
      category: 'team',
      is_featured: false,
      display_order: 1,
      created_at: NOW,
    };
    expect(parse(galleryImageSchema, image)).toEqual(image);
  });
});

describe('uploads', () => {
  it('knows the allowed types', () => {
    expect(isAllowedImageType('image/png')).toBe(true);
    expect(isAllowedImageType('image/jpg')).toBe(true);
    expect(isAllowedImageType('image/gif')).toBe(false);
    expect(isAllowedImageType('image/svg+xml')).toBe(false);
  });

  it('image references accept paths, URLs and image data URLs, nothing else', () => {
    const ref = optionalImageRef();
    expect(parse(ref, '/uploads/1.png')).toBe('/uploads/1.png');
    expect(parse(ref, 'data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(parse(ref, '')).toBeUndefined();
    expect(ref.safeParse('data:text/html;base64,PGgxPg==').success).toBe(false);
    expect(ref.safeParse('javascript:alert(1)').success).toBe(false);
    expect(ref.safeParse(ONE_MB).success).toBe(false);
    expect(ref.safeParse(`data:image/png;base64,${'A'.repeat(MAX_IMAGE_REF)}`).success).toBe(false);
  });

  it('uploadResponseSchema reads imageUrl', () => {
    expect(parse(uploadResponseSchema, { imageUrl: '/uploads/9.png', extra: 1 })).toEqual({ imageUrl: '/uploads/9.png' });
    expect(uploadResponseSchema.safeParse({}).success).toBe(false);
  });
});

describe('donations', () => {
  it('names campaigns and frequencies for people; an unknown campaign shows as stored', () => {
    expect(campaignName('general')).toBe('General Fund');
    expect(campaignName('medical-aid')).toBe('Medical Aid');
    expect(campaignName('zakat')).toBe('Zakat Campaigning');
    expect(campaignName('spring-appeal')).toBe('spring-appeal');
    expect(campaignName('toString')).toBe('toString');
    expect(frequencyLabel('one-time')).toBe('One-time');
    expect(frequencyLabel('monthly')).toBe('Monthly');
    expect(frequencyLabel('')).toBe('');
  });

  it.each(['cardNumber', 'card_number', 'cvv'])('refuses a body carrying %s', (key) => {
    const errors = errorsOf(donationInputSchema, { ...validDonation, [key]: '4242424242424242' });
    expect(Object.values(errors)).toContain('Card number and CVV must never be sent');
    // Also from a multipart body, where the value is a string.
    const form = multipart({ ...Object.fromEntries(Object.entries(validDonation).map(([k, v]) => [k, String(v)])), [key]: '123' });
    expect(Object.values(errorsOf(donationInputSchema, form))).toContain('Card number and CVV must never be sent');
  });

  it('refuses an unknown donation type', () => {
    expect(errorsOf(donationInputSchema, { ...validDonation, donation_type: 'bitcoin' }).donation_type).toBe(
      'Donation type must be donation, zakat or sadqa',
    );
    expect(errorsOf(donationInputSchema, without(validDonation, 'donation_type')).donation_type).toBe('Donation type is required');
  });

  it.each([
    [0, 'Amount must be greater than 0'],
    [-5, 'Amount must be greater than 0'],
    [1_000_001, 'Amount must be 1,000,000 or less'],
    ['abc', 'Amount must be a number'],
    [true, 'Amount must be a number'],
    [Number.POSITIVE_INFINITY, 'Amount must be a number'],
    ['', 'Amount is required'],
  ])('refuses the amount %s', (amount, message) => {
    expect(errorsOf(donationInputSchema, { ...validDonation, amount }).amount).toBe(message);
  });

  it('refuses card_last4 that is not exactly 4 digits', () => {
    for (const last4 of ['123', '12345', 'abcd', '4242424242424242'])
      expect(errorsOf(donationInputSchema, { ...validDonation, card_last4: last4 }).card_last4).toBeTruthy();
  });

  it('applies defaults and coerces a multipart body', () => {
    const data = parse(
      donationInputSchema,
      multipart({
        donor_name: 'Amina',
        donor_email: 'amina@example.org',
        amount: '25.50',
        donation_type: 'donation',
        is_anonymous: 'true',
        card_last4: '4242',
        card_name: 'Amina',
        donor_phone: '',
        message: '   ',
      }),
    );
    expect(data).toEqual({
      donor_name: 'Amina',
      donor_email: 'amina@example.org',
      amount: 25.5,
      currency: 'USD',
      payment_method: 'Credit Card',
      donation_type: 'donation',
      campaign: 'general',
      frequency: 'one-time',
      is_anonymous: true,
      card_last4: '4242',
      card_name: 'Amina',
    });
  });

  it('donateFormSchema checks card details', () => {
    expect(errorsOf(donateFormSchema, { ...validDonateForm, cardNumber: '4242 4242' }).cardNumber).toBe('Please enter a valid card number');
    expect(errorsOf(donateFormSchema, { ...validDonateForm, cardNumber: '4242-4242-4242-4242' }).cardNumber).toBe('Please enter a valid card number');
    expect(errorsOf(donateFormSchema, { ...validDonateForm, cardNumber: '4242424242424242' })).toEqual({});
    expect(errorsOf(donateFormSchema, { ...validDonateForm, expiryDate: '13/30' }).expiryDate).toBe('Please enter the expiry date as MM/YY');
    expect(errorsOf(donateFormSchema, { ...validDonateForm, expiryDate: '01/20' }).expiryDate).toBe('This card has expired');
    expect(errorsOf(donateFormSchema, { ...validDonateForm, cvv: '12' }).cvv).toBe('Please enter a valid CVV');
    expect(errorsOf(donateFormSchema, { ...validDonateForm, cvv: '12345' }).cvv).toBe('Please enter a valid CVV');
    expect(errorsOf(donateFormSchema, { ...validDonateForm, amount: 0 }).amount).toBe('Amount must be greater than 0');
    expect(errorsOf(donateFormSchema, { ...validDonateForm, donationType: 'bitcoin' }).donationType).toBeTruthy();
  });

  it('donateFormSchema defaults type, campaign and anonymous', () => {
    const data = parse(donateFormSchema, without(without(without(validDonateForm, 'donationType'), 'campaign'), 'anonymous'));
    expect(data).toMatchObject({ donationType: 'donation', campaign: 'general', anonymous: false });
  });

  it('isExpiryInFuture counts the whole expiry month', () => {
    const now = new Date(2026, 4, 20); // 20 May 2026
    expect(isExpiryInFuture('05/26', now)).toBe(true);
    expect(isExpiryInFuture('04/26', now)).toBe(false);
    expect(isExpiryInFuture('01/27', now)).toBe(true);
  });

  it("isExpiryInFuture judges by the app's clock by default", () => {
    sessionStorage.setItem(CLOCK_KEY, pinValue(Date.UTC(2031, 2, 15, 12)));
    expect(isExpiryInFuture('02/31')).toBe(false);
    expect(isExpiryInFuture('03/31')).toBe(true);
  });

  it('toDonationBody sends only the last 4 digits and never the CVV', () => {
    const form = parse(donateFormSchema, { ...validDonateForm, cardNumber: '5555 4444 3333 1111', cvv: '987' });
    const body = toDonationBody(form);
    const json = JSON.stringify(body);
    expect(json).not.toContain('5555444433331111');
    expect(json).not.toContain('5555 4444 3333 1111');
    expect(json).not.toContain('987');
    expect(Object.keys(body)).not.toContain('cardNumber');
    expect(Object.keys(body)).not.toContain('cvv');
    expect(body).toMatchObject({
      donor_name: 'Amina Khan',
      donor_email: 'amina@example.org',
      donor_country: 'United Kingdom',
      amount: 100,
      currency: 'USD',
      payment_method: 'Credit Card',
      donation_type: 'sadqa',
      campaign: 'general',
      is_anonymous: false,
      card_last4: '1111',
      card_name: 'Amina Khan',
    });
    // What the wizard sends passes the server's schema.
    expect(errorsOf(donationInputSchema, JSON.parse(json))).toEqual({});
  });

  it('countryFromAddress takes the last comma-separated part', () => {
    expect(countryFromAddress(' 1 High St ,  London , UK ')).toBe('UK');
    expect(countryFromAddress('Pakistan')).toBe('Pakistan');
    expect(countryFromAddress('London, UK,')).toBe('UK');
    expect(countryFromAddress('')).toBeUndefined();
    expect(countryFromAddress(undefined)).toBeUndefined();
  });

  it('storedDonationSchema defaults the status to Completed', () => {
    const stored = parse(storedDonationSchema, { ...validDonation, id: 1, created_at: NOW });
    expect(stored.status).toBe('Completed');
    expect(parse(storedDonationSchema, { ...validDonation, id: 1, created_at: NOW, status: 'Refunded' }).status).toBe('Refunded');
  });

  it('latestDonationSchema keeps only what the popup shows', () => {
    expect(parse(latestDonationSchema, { donor_name: 'Anonymous', donor_country: 'UK', amount: 25, donor_email: 'x@y.z' })).toEqual({
      donor_name: 'Anonymous',
      donor_country: 'UK',
      amount: 25,
    });
  });

  it('adminDonationSchema holds only the last 4 card digits', () => {
    const row = {
      id: 1,
      firstName: 'Amina',
      lastName: 'Khan',
      anonymous: false,
      email: 'amina@example.org',
      phone: '',
      address: 'United Kingdom',
      amount: 50,
      campaign: 'general',
      frequency: 'one-time',
      date: NOW,
      donationType: 'zakat',
      cardNumber: '4242',
      cardName: 'Amina Khan',
      message: '',
      status: 'Completed',
    };
    expect(parse(adminDonationSchema, row)).toEqual(row);
    expect(adminDonationSchema.safeParse({ ...row, cardNumber: '4242424242424242' }).success).toBe(false);
  });
});

describe('contact', () => {
  it('keeps optional fields optional', () => {
    expect(parse(contactInputSchema, { name: 'A', email: 'a@b.org', message: 'Hi', phone: '', subject: ' ' })).toEqual({
      name: 'A',
      email: 'a@b.org',
      message: 'Hi',
    });
  });

  it('refuses an invalid email with a clear message', () => {
    expect(errorsOf(contactInputSchema, { ...validContact, email: 'nope' }).email).toBe('Please enter a valid email address');
  });

  it('status is new or read only', () => {
    expect(parse(contactStatusSchema, { status: 'read' })).toEqual({ status: 'read' });
    expect(contactStatusSchema.safeParse({ status: 'archived' }).success).toBe(false);
    expect(contactStatusSchema.safeParse({}).success).toBe(false);
  });

  it('contactMessageSchema accepts a stored message', () => {
    const message = { ...validContact, id: 4, status: 'new', created_at: NOW };
    expect(parse(contactMessageSchema, message)).toEqual(message);
  });
});

describe('volunteers', () => {
  it.each([15, 101, '15', '101'])('refuses age %s', (age) => {
    expect(errorsOf(volunteerInputSchema, { ...validVolunteer, age }).age).toBe('Age must be between 16 and 100');
  });

  it.each([16, 100, '16', '100'])('accepts age %s', (age) => {
    expect(parse(volunteerInputSchema, { ...validVolunteer, age }).age).toBe(Number(age));
  });

  it('turns an empty age into null', () => {
    expect(parse(volunteerInputSchema, { ...validVolunteer, age: '' }).age).toBeNull();
    expect(parse(volunteerInputSchema, { ...validVolunteer, age: null }).age).toBeNull();
    expect(parse(volunteerInputSchema, { ...validVolunteer, age: Number.NaN }).age).toBeNull();
    expect(parse(volunteerInputSchema, without(validVolunteer, 'age')).age).toBeNull();
  });

  it('refuses a fractional or non-numeric age', () => {
    expect(errorsOf(volunteerInputSchema, { ...validVolunteer, age: 20.5 }).age).toBeTruthy();
    expect(errorsOf(volunteerInputSchema, { ...validVolunteer, age: 'twenty' }).age).toBeTruthy();
  });

  it('availability must be one of the three', () => {
    expect(errorsOf(volunteerInputSchema, { ...validVolunteer, availability: 'Evenings' }).availability).toBe('Please select your availability');
  });

  it('coerces a multipart body', () => {
    const data = parse(volunteerInputSchema, multipart({ ...validVolunteer, age: '42', experience: '', emergency_contact: '', emergency_phone: '' }));
    expect(data.age).toBe(42);
    expect(data.experience).toBeUndefined();
  });

  it('step fields name real fields and cover every one', () => {
    const keys = Object.keys(volunteerInputSchema.shape).sort();
    expect(VOLUNTEER_STEP_FIELDS.flat().slice().sort()).toEqual(keys);
  });

  it('stored and admin shapes', () => {
    const stored = { ...validVolunteer, id: 1, status: 'pending', created_at: NOW, occupation: 'Teacher', hours: 6 };
    expect(parse(volunteerSchema, stored)).toMatchObject({ status: 'pending', hours: 6 });
    expect(volunteerSchema.safeParse({ ...stored, status: 'rejected' }).success).toBe(false);
    expect(parse(adminVolunteerSchema, { ...stored, firstName: 'Sam', lastName: 'Lee' })).toMatchObject({
      firstName: 'Sam',
      skills: 'teaching, first aid',
    });
    expect(adminVolunteerSchema.safeParse({ ...stored, firstName: 'Sam', lastName: 'Lee', skills: ['a'] }).success).toBe(false);
    expect(parse(volunteerStatusSchema, { status: 'approved' })).toEqual({ status: 'approved' });
    expect(volunteerStatusSchema.safeParse({ status: 'maybe' }).success).toBe(false);
  });
});

describe('admins', () => {
  it('adminUserSchema never carries a password', () => {
    const user = parse(adminUserSchema, {
      id: 1,
      username: 'admin',
      email: 'admin@example.org',
      role: 'admin',
      is_active: true,
      created_at: NOW,
      password: 'admin123',
      password_hash: 'abc',
      password_salt: 'def',
    });
    expect(Object.keys(user).sort()).toEqual(['created_at', 'email', 'id', 'is_active', 'role', 'username']);
    expect(adminUserSchema.safeParse({ ...user, role: 'owner' }).success).toBe(false);
    expect(parse(loginResponseSchema, { token: 't', user }).user).toEqual(user);
  });

  it('password rules use the spec texts', () => {
    expect(errorsOf(createAdminSchema, { username: 'a', email: 'a@b.org', password: '12345' }).password).toBe(
      'Password must be at least 6 characters long!',
    );
    expect(errorsOf(changePasswordSchema, { newPassword: 'abc' }).newPassword).toBe('Password must be at least 6 characters long!');
    expect(errorsOf(changePasswordFormSchema, { newPassword: 'secret1', confirmPassword: 'secret2' })).toEqual({
      confirmPassword: 'Passwords do not match!',
    });
    expect(errorsOf(changePasswordFormSchema, { newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      newPassword: 'Password must be at least 6 characters long!',
      confirmPassword: 'Passwords do not match!',
    });
    expect(errorsOf(changePasswordFormSchema, { newPassword: 'secret1', confirmPassword: 'secret1' })).toEqual({});
  });

  it('passwords are not trimmed', () => {
    expect(parse(loginSchema, { username: ' admin ', password: ' pass ' })).toEqual({ username: 'admin', password: ' pass ' });
  });

  it('role defaults to moderator and refuses others', () => {
    expect(parse(createAdminSchema, { username: 'a', email: 'a@b.org', password: 'secret1' }).role).toBe('moderator');
    expect(parse(createAdminSchema, { username: 'a', email: 'a@b.org', password: 'secret1', role: '' }).role).toBe('moderator');
    expect(errorsOf(createAdminSchema, { username: 'a', email: 'a@b.org', password: 'secret1', role: 'root' }).role).toBe(
      'Role must be admin or moderator',
    );
  });

  it('adminStatusSchema needs a boolean, coerced from form strings', () => {
    expect(parse(adminStatusSchema, { is_active: false })).toEqual({ is_active: false });
    expect(parse(adminStatusSchema, multipart({ is_active: 'false' }))).toEqual({ is_active: false });
    expect(adminStatusSchema.safeParse({}).success).toBe(false);
    expect(adminStatusSchema.safeParse({ is_active: 'yes please' }).success).toBe(false);
  });
});

describe('settings', () => {
  it('theme colours must be #rrggbb', () => {
    expect(parse(themeSettingsSchema, DEFAULT_THEME)).toEqual({
      primaryColor: '#012a23',
      secondaryColor: '#eb9801',
      textDark: '#333333',
      textLight: '#666666',
    });
    for (const bad of ['red', '#fff', '#12345g', 'url(x)', '#0123456'])
      expect(errorsOf(themeSettingsSchema, { ...DEFAULT_THEME, primaryColor: bad }).primaryColor).toBe('Please enter a valid colour');
  });

  it('email settings default the flags and port, and coerce multipart', () => {
    expect(parse(emailSettingsSchema, {})).toEqual({
      smtpPort: 587,
      sendDonationEmail: true,
      sendContactEmail: true,
      sendVolunteerEmail: true,
    });
    expect(parse(emailSettingsSchema, multipart({ smtpPort: '2525', sendContactEmail: 'false', adminEmail: '' }))).toMatchObject({
      smtpPort: 2525,
      sendContactEmail: false,
    });
    for (const port of [0, 65536, '70000', 'smtp']) expect(errorsOf(emailSettingsSchema, { smtpPort: port }).smtpPort).toBeTruthy();
    expect(errorsOf(emailSettingsSchema, { adminEmail: 'nope' }).adminEmail).toBe('Please enter a valid email address');
  });

  it('logo settings are optional image references', () => {
    expect(parse(logoSettingsSchema, { headerLogo: '/images/logo.svg', favicon: '' })).toEqual({ headerLogo: '/images/logo.svg' });
    expect(logoSettingsSchema.safeParse({ headerLogo: 'javascript:x' }).success).toBe(false);
  });

  it('outbox entries carry a known kind', () => {
    const entry = { id: 1, to: 'a@b.org', subject: 'S', body: 'B', kind: 'donation', created_at: NOW };
    expect(parse(outboxEntrySchema, entry)).toEqual(entry);
    expect(outboxEntrySchema.safeParse({ ...entry, kind: 'spam' }).success).toBe(false);
  });
});

describe('events', () => {
  const post = {
    id: 1736935200000,
    title: 'Back to School Drive',
    slug: 'back-to-school-drive',
    category: 'Education',
    date: '2026-02-14',
    image: '/images/events/event-1.jpg',
    detailsImage: '/images/events/event-1.jpg',
    galleryImages: ['/images/gallery/gallery-01.jpg'],
    description: 'School kits.',
    content: 'Para one.\n\nPara two.',
    tags: ['education'],
    highlights: ['500 kits'],
    createdAt: NOW,
    isLatest: true,
    author: 'Admin',
    status: 'published',
  };

  it('eventPostSchema accepts the spec shape and keeps it exactly', () => {
    expect(parse(eventPostSchema, post)).toEqual(post);
    expect(parse(eventPostSchema, { ...post, updatedAt: NOW }).updatedAt).toBe(NOW);
  });

  it('eventsListSchema validates what localStorage holds', () => {
    expect(parse(eventsListSchema, [post])).toHaveLength(1);
    expect(eventsListSchema.safeParse([post, { ...post, tags: 'not-a-list' }]).success).toBe(false);
    expect(eventsListSchema.safeParse([{ ...post, content: 'x'.repeat(60_000) }]).success).toBe(false);
    expect(eventsListSchema.safeParse({}).success).toBe(false);
  });

  it('categorySchema keeps ids as text', () => {
    expect(parse(categorySchema, { id: 'education', name: 'Education', slug: 'education', count: 5 }).id).toBe('education');
    expect(parse(categorySchema, { id: 1736935200000, name: 'New', slug: 'new', count: 0 }).id).toBe('1736935200000');
    expect(categorySchema.safeParse({ id: 'x', name: 'X', slug: 'x', count: -1 }).success).toBe(false);
  });

  it('eventFormSchema checks dates and image links', () => {
    expect(errorsOf(eventFormSchema, { ...validEventForm, date: 'someday' }).date).toBe('Please enter a valid date');
    expect(errorsOf(eventFormSchema, { ...validEventForm, image: 'javascript:alert(1)' }).image).toBe('Please enter a valid URL');
    expect(errorsOf(eventFormSchema, { ...validEventForm, galleryImages: '/a.jpg, javascript:x' }).galleryImages).toBe(
      'Please enter valid image URLs separated by commas',
    );
    expect(parse(eventFormSchema, { ...validEventForm, image: '', galleryImages: '' })).not.toHaveProperty('image', '');
  });

  it('splitList gives trimmed non-empty items', () => {
    expect(splitList(' a, b ,, c ,')).toEqual(['a', 'b', 'c']);
    expect(splitList('')).toEqual([]);
    expect(splitList(undefined)).toEqual([]);
  });

  it('categoryFormSchema refuses a blank name', () => {
    expect(parse(categoryFormSchema, { name: '  Community  ' })).toEqual({ name: 'Community' });
    expect(categoryFormSchema.safeParse({ name: '   ' }).success).toBe(false);
  });
});
