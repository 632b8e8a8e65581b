// Bad input catalogue: every write endpoint fed missing, mistyped, blank, oversized, non-finite,
// out-of-range, unknown-enum, prototype-polluting, non-JSON, wrongly typed and fake-image input.
// Each case must answer 400/413/415 with a clear message, leave the db exactly as it was, and the
// endpoint must still accept a valid request afterwards.
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/config/env';
import { getDb } from '@/testing/test-db';
import { adminToken, fakePngFile, formOf, pngBytes, pngFile } from '../testing/handler-test-utils';
import { storedState } from '../testing/stored-state';

const MB = 1024 * 1024;
const ONE_MB = 'x'.repeat(MB);
const SIX_MB = 6 * MB;

type Body =
  | { json: unknown }
  /** Sent byte for byte, e.g. JSON text that JSON.stringify cannot produce (1e999, __proto__ keys). */
  | { raw: string; type: string }
  | { form: () => FormData };

type Ids = { contact: number; volunteer: number; banner: number; admin: number };

interface Endpoint {
  method: 'POST' | 'PUT' | 'PATCH';
  path: (ids: Ids) => string;
  admin: boolean;
  /** A request the endpoint must accept after a refused one. */
  valid: () => Body;
}

const png = () => pngFile(128);
/** Inline images (the client's fallback when an upload cannot be sent) are checked like uploads. */
const dataUrl = (type: string, bytes: string | Uint8Array) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
const SVG_AS_PNG = dataUrl('image/png', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
const TEXT_AS_JPEG = dataUrl('image/jpeg', 'this is not an image at all');
const GIF_DATA_URL = dataUrl('image/gif', 'GIF89a........');
const HTML_DATA_URL = dataUrl('text/html', '<script>alert(1)</script>');
const SIX_MB_PNG = dataUrl('image/png', pngBytes(SIX_MB));
const text = (fields: Record<string, unknown>) => JSON.stringify(fields);

const VALID_DONATION = {
  donor_name: 'Ann Lee',
  donor_email: 'ann@example.org',
  donor_phone: '+44 7700 900123',
  donor_country: 'UK',
  amount: 25,
  currency: 'USD',
  payment_method: 'Credit Card',
  donation_type: 'donation',
  campaign: 'general',
  message: 'For the school',
  is_anonymous: false,
  card_last4: '4242',
  card_name: 'Ann Lee',
};
const VALID_CONTACT = { name: 'Ann Lee', email: 'ann@example.org', phone: '', subject: 'Hello', message: 'I would like to help.' };
const VALID_VOLUNTEER = {
  name: 'Ann Lee',
  email: 'ann@example.org',
  phone: '+44 7700 900123',
  age: 30,
  address: '1 High Street, London, UK',
  skills: 'Teaching, Driving',
  experience: 'Two years at a food bank',
  availability: 'Weekends',
  motivation: 'I want to give back.',
  emergency_contact: 'Sam Lee',
  emergency_phone: '+44 7700 900124',
};
const VALID_BANNER = {
  title: 'Hope',
  sub_heading: 'For all',
  description: 'A new school term',
  button_text: '',
  button_link: '',
  text_alignment: 'center',
  is_active: true,
  image_url: '/images/banners/banner-1.jpg',
};
const VALID_SERVICE = {
  title: 'Food bank',
  description: 'Weekly food parcels',
  icon_class: 'fa-hands-helping',
  display_order: 1,
  is_active: true,
  image_url: '/images/services/service-1.jpg',
};
const VALID_GALLERY = { title: 'Eid party', description: 'Children at the party', category: 'events', is_featured: 'false', display_order: '1' };
const VALID_THEME = { primaryColor: '#012a23', secondaryColor: '#eb9801', textDark: '#333333', textLight: '#666666' };
const VALID_EMAIL_SETTINGS = {
  adminEmail: 'admin@example.org',
  smtpHost: 'smtp.example.org',
  smtpPort: 587,
  smtpUser: 'mailer',
  smtpPassword: 'secret',
  sendDonationEmail: true,
  sendContactEmail: true,
  sendVolunteerEmail: true,
};

let adminSerial = 0;
const ENDPOINTS = {
  donation: { method: 'POST', path: () => '/api/donations', admin: false, valid: () => ({ json: VALID_DONATION }) },
  contact: { method: 'POST', path: () => '/api/contact-forms', admin: false, valid: () => ({ json: VALID_CONTACT }) },
  volunteer: { method: 'POST', path: () => '/api/volunteers', admin: false, valid: () => ({ json: VALID_VOLUNTEER }) },
  banner: { method: 'POST', path: () => '/api/banner', admin: true, valid: () => ({ json: VALID_BANNER }) },
  bannerUpdate: { method: 'PUT', path: (ids) => `/api/banner/${ids.banner}`, admin: true, valid: () => ({ json: VALID_BANNER }) },
  service: { method: 'POST', path: () => '/api/services', admin: true, valid: () => ({ json: VALID_SERVICE }) },
  gallery: { method: 'POST', path: () => '/api/gallery', admin: true, valid: () => ({ form: () => formOf(VALID_GALLERY, { image: png() }) }) },
  admin: {
    method: 'POST',
    path: () => '/api/admin',
    admin: true,
    valid: () => ({
      json: { username: `editor${(adminSerial += 1)}`, email: `editor${adminSerial}@example.org`, password: 'secret12', role: 'moderator' },
    }),
  },
  login: { method: 'POST', path: () => '/api/admin/login', admin: false, valid: () => ({ json: { username: 'admin', password: 'admin123' } }) },
  contactStatus: {
    method: 'PATCH',
    path: (ids) => `/api/contact-forms/${ids.contact}/status`,
    admin: true,
    valid: () => ({ json: { status: 'read' } }),
  },
  volunteerStatus: {
    method: 'PATCH',
    path: (ids) => `/api/volunteers/${ids.volunteer}/status`,
    admin: true,
    valid: () => ({ json: { status: 'approved' } }),
  },
  adminStatus: { method: 'PATCH', path: (ids) => `/api/admin/${ids.admin}/status`, admin: true, valid: () => ({ json: { is_active: true } }) },
  adminPassword: {
    method: 'PATCH',
    path: (ids) => `/api/admin/${ids.admin}/password`,
    admin: true,
    valid: () => ({ json: { newPassword: 'secret12' } }),
  },
  theme: { method: 'POST', path: () => '/api/settings/theme', admin: true, valid: () => ({ json: VALID_THEME }) },
  emailSettings: { method: 'POST', path: () => '/api/settings/email', admin: true, valid: () => ({ json: VALID_EMAIL_SETTINGS }) },
  testEmail: { method: 'POST', path: () => '/api/settings/email/test', admin: true, valid: () => ({ json: { email: 'admin@example.org' } }) },
  zakatPrices: {
    method: 'POST',
    path: () => '/api/settings/zakat',
    admin: true,
    valid: () => ({ json: { goldPricePerGram: 128.5, silverPricePerGram: 1.55 } }),
  },
  logo: { method: 'POST', path: () => '/api/settings/logo', admin: true, valid: () => ({ form: () => formOf({}, { headerLogo: png() }) }) },
  upload: { method: 'POST', path: () => '/api/admin/upload', admin: true, valid: () => ({ form: () => formOf({}, { image: png() }) }) },
} satisfies Record<string, Endpoint>;
type EndpointName = keyof typeof ENDPOINTS;

interface Case {
  endpoint: EndpointName;
  what: string;
  body: Body;
  status: 400 | 413 | 415;
  /** The field whose error must be reported (400 'Validation failed'). */
  field?: string;
  /** Otherwise, what the message must say. */
  message?: RegExp;
}

const NOT_JSON = /JSON/i;
const WRONG_TYPE = /JSON|multipart|form data|Content-Type/i;
const TOO_LARGE = /too large|5 MB/i;
const NOT_IMAGE = /JPEG|PNG|WebP|image/i;

const without = (o: Record<string, unknown>, ...keys: string[]) => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));
const json = (o: Record<string, unknown>): Body => ({ json: o });
const raw = (body: string, type = 'application/json'): Body => ({ raw: body, type });
const form = (fields: Record<string, string | number | boolean>, files: Record<string, () => File> = {}): Body => ({
  form: () => formOf(fields, Object.fromEntries(Object.entries(files).map(([k, f]) => [k, f()]))),
});
const bannerFields = { title: 'Hope', description: 'A new school term', text_alignment: 'center' };
const serviceFields = { title: 'Food bank', description: 'Weekly food parcels', display_order: 1 };

const CASES: Case[] = [
  // POST /api/donations
  { endpoint: 'donation', what: 'missing donor_name', body: json(without(VALID_DONATION, 'donor_name')), status: 400, field: 'donor_name' },
  { endpoint: 'donation', what: 'missing donor_email', body: json(without(VALID_DONATION, 'donor_email')), status: 400, field: 'donor_email' },
  { endpoint: 'donation', what: 'missing amount', body: json(without(VALID_DONATION, 'amount')), status: 400, field: 'amount' },
  { endpoint: 'donation', what: "amount '1e999'", body: json({ ...VALID_DONATION, amount: '1e999' }), status: 400, field: 'amount' },
  {
    endpoint: 'donation',
    what: 'amount 1e999 as a JSON number (Infinity)',
    body: raw(text(VALID_DONATION).replace('"amount":25', '"amount":1e999')),
    status: 400,
    field: 'amount',
  },
  { endpoint: 'donation', what: 'amount -5', body: json({ ...VALID_DONATION, amount: -5 }), status: 400, field: 'amount' },
  { endpoint: 'donation', what: 'amount 0', body: json({ ...VALID_DONATION, amount: 0 }), status: 400, field: 'amount' },
  { endpoint: 'donation', what: "amount 'NaN'", body: json({ ...VALID_DONATION, amount: 'NaN' }), status: 400, field: 'amount' },
  { endpoint: 'donation', what: 'amount whitespace-only', body: json({ ...VALID_DONATION, amount: '   ' }), status: 400, field: 'amount' },
  { endpoint: 'donation', what: 'amount as an object', body: json({ ...VALID_DONATION, amount: { value: 25 } }), status: 400, field: 'amount' },
  { endpoint: 'donation', what: 'donor_name empty', body: json({ ...VALID_DONATION, donor_name: '' }), status: 400, field: 'donor_name' },
  {
    endpoint: 'donation',
    what: 'donor_name whitespace-only',
    body: json({ ...VALID_DONATION, donor_name: ' \t\n ' }),
    status: 400,
    field: 'donor_name',
  },
  { endpoint: 'donation', what: 'donor_name a number', body: json({ ...VALID_DONATION, donor_name: 123 }), status: 400, field: 'donor_name' },
  { endpoint: 'donation', what: 'donor_name 1 MB', body: json({ ...VALID_DONATION, donor_name: ONE_MB }), status: 400, field: 'donor_name' },
  { endpoint: 'donation', what: 'message 1 MB', body: json({ ...VALID_DONATION, message: ONE_MB }), status: 400, field: 'message' },
  {
    endpoint: 'donation',
    what: "donor_email 'not-an-email'",
    body: json({ ...VALID_DONATION, donor_email: 'not-an-email' }),
    status: 400,
    field: 'donor_email',
  },
  { endpoint: 'donation', what: "donor_email 'ann@'", body: json({ ...VALID_DONATION, donor_email: 'ann@' }), status: 400, field: 'donor_email' },
  {
    endpoint: 'donation',
    what: "donation_type 'bitcoin'",
    body: json({ ...VALID_DONATION, donation_type: 'bitcoin' }),
    status: 400,
    field: 'donation_type',
  },
  {
    endpoint: 'donation',
    what: "donationType 'bitcoin' (the form's key) and no donation_type",
    body: json({ ...without(VALID_DONATION, 'donation_type'), donationType: 'bitcoin' }),
    status: 400,
    field: 'donation_type',
  },
  {
    endpoint: 'donation',
    what: "is_anonymous 'maybe'",
    body: json({ ...VALID_DONATION, is_anonymous: 'maybe' }),
    status: 400,
    field: 'is_anonymous',
  },
  {
    endpoint: 'donation',
    what: 'a full card number',
    body: json({ ...VALID_DONATION, cardNumber: '4242424242424242' }),
    status: 400,
    field: 'cardNumber',
  },
  { endpoint: 'donation', what: 'a CVV', body: json({ ...VALID_DONATION, cvv: '123' }), status: 400, field: 'cvv' },
  { endpoint: 'donation', what: 'a body that is not JSON', body: raw('{"donor_name": "Ann", '), status: 400, message: NOT_JSON },
  { endpoint: 'donation', what: 'a JSON array', body: raw('[1,2,3]'), status: 400, message: /object/i },
  { endpoint: 'donation', what: 'JSON null', body: raw('null'), status: 400, message: /object/i },
  { endpoint: 'donation', what: 'Content-Type text/plain', body: raw(text(VALID_DONATION), 'text/plain'), status: 415, message: WRONG_TYPE },
  {
    endpoint: 'donation',
    what: '__proto__ carrying every field',
    body: raw(`{"__proto__":${text(VALID_DONATION)}}`),
    status: 400,
    field: 'donor_name',
  },

  // POST /api/contact-forms
  { endpoint: 'contact', what: 'missing name', body: json(without(VALID_CONTACT, 'name')), status: 400, field: 'name' },
  { endpoint: 'contact', what: 'missing message', body: json(without(VALID_CONTACT, 'message')), status: 400, field: 'message' },
  { endpoint: 'contact', what: 'message whitespace-only', body: json({ ...VALID_CONTACT, message: '     ' }), status: 400, field: 'message' },
  { endpoint: 'contact', what: 'name empty', body: json({ ...VALID_CONTACT, name: '' }), status: 400, field: 'name' },
  { endpoint: 'contact', what: "email 'ann.example.org'", body: json({ ...VALID_CONTACT, email: 'ann.example.org' }), status: 400, field: 'email' },
  { endpoint: 'contact', what: 'email an array', body: json({ ...VALID_CONTACT, email: ['ann@example.org'] }), status: 400, field: 'email' },
  { endpoint: 'contact', what: 'message 1 MB', body: json({ ...VALID_CONTACT, message: ONE_MB }), status: 400, field: 'message' },
  { endpoint: 'contact', what: 'subject 1 MB', body: json({ ...VALID_CONTACT, subject: ONE_MB }), status: 400, field: 'subject' },
  { endpoint: 'contact', what: 'a body that is not JSON', body: raw('name=Ann&email=ann@example.org'), status: 400, message: NOT_JSON },
  { endpoint: 'contact', what: 'Content-Type text/plain', body: raw(text(VALID_CONTACT), 'text/plain'), status: 415, message: WRONG_TYPE },
  {
    endpoint: 'contact',
    what: 'constructor key carrying every field',
    body: raw(`{"constructor":${text(VALID_CONTACT)}}`),
    status: 400,
    field: 'name',
  },
  {
    endpoint: 'contact',
    what: '__proto__ polluting Object.prototype',
    body: raw(`{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}`),
    status: 400,
    field: 'name',
  },

  // POST /api/volunteers
  { endpoint: 'volunteer', what: 'age 15', body: json({ ...VALID_VOLUNTEER, age: 15 }), status: 400, field: 'age' },
  { endpoint: 'volunteer', what: 'age 101', body: json({ ...VALID_VOLUNTEER, age: 101 }), status: 400, field: 'age' },
  { endpoint: 'volunteer', what: "age 'abc'", body: json({ ...VALID_VOLUNTEER, age: 'abc' }), status: 400, field: 'age' },
  { endpoint: 'volunteer', what: 'age 30.5', body: json({ ...VALID_VOLUNTEER, age: 30.5 }), status: 400, field: 'age' },
  {
    endpoint: 'volunteer',
    what: "availability 'Sometimes'",
    body: json({ ...VALID_VOLUNTEER, availability: 'Sometimes' }),
    status: 400,
    field: 'availability',
  },
  { endpoint: 'volunteer', what: 'missing phone', body: json(without(VALID_VOLUNTEER, 'phone')), status: 400, field: 'phone' },
  { endpoint: 'volunteer', what: 'missing skills', body: json(without(VALID_VOLUNTEER, 'skills')), status: 400, field: 'skills' },
  {
    endpoint: 'volunteer',
    what: 'motivation whitespace-only',
    body: json({ ...VALID_VOLUNTEER, motivation: '   ' }),
    status: 400,
    field: 'motivation',
  },
  {
    endpoint: 'volunteer',
    what: "email 'ann@@example.org'",
    body: json({ ...VALID_VOLUNTEER, email: 'ann@@example.org' }),
    status: 400,
    field: 'email',
  },
  { endpoint: 'volunteer', what: 'address 1 MB', body: json({ ...VALID_VOLUNTEER, address: ONE_MB }), status: 400, field: 'address' },
  { endpoint: 'volunteer', what: 'name a boolean', body: json({ ...VALID_VOLUNTEER, name: true }), status: 400, field: 'name' },
  { endpoint: 'volunteer', what: 'a body that is not JSON', body: raw('<volunteer/>'), status: 400, message: NOT_JSON },
  { endpoint: 'volunteer', what: 'Content-Type text/plain', body: raw(text(VALID_VOLUNTEER), 'text/plain'), status: 415, message: WRONG_TYPE },

  // POST /api/banner, PUT /api/banner/{id}
  { endpoint: 'banner', what: 'missing title', body: json(without(VALID_BANNER, 'title')), status: 400, field: 'title' },
  { endpoint: 'banner', what: 'description whitespace-only', body: json({ ...VALID_BANNER, description: '   ' }), status: 400, field: 'description' },
  { endpoint: 'banner', what: 'button text without a link', body: json({ ...VALID_BANNER, button_text: 'Give' }), status: 400, field: 'button_link' },
  {
    endpoint: 'banner',
    what: "button_link 'javascript:alert(1)'",
    body: json({ ...VALID_BANNER, button_text: 'Give', button_link: 'javascript:alert(1)' }),
    status: 400,
    field: 'button_link',
  },
  {
    endpoint: 'banner',
    what: "image_url 'javascript:alert(1)'",
    body: json({ ...VALID_BANNER, image_url: 'javascript:alert(1)' }),
    status: 400,
    field: 'image_url',
  },
  {
    endpoint: 'banner',
    what: "text_alignment 'justify'",
    body: json({ ...VALID_BANNER, text_alignment: 'justify' }),
    status: 400,
    field: 'text_alignment',
  },
  { endpoint: 'banner', what: 'title 1 MB', body: json({ ...VALID_BANNER, title: ONE_MB }), status: 400, field: 'title' },
  { endpoint: 'banner', what: 'no image at all', body: json(without(VALID_BANNER, 'image_url')), status: 400, field: 'image' },
  {
    endpoint: 'banner',
    what: 'an image that is really a text file',
    body: form(bannerFields, { image: fakePngFile }),
    status: 415,
    message: NOT_IMAGE,
  },
  { endpoint: 'banner', what: 'a 6 MB image', body: form(bannerFields, { image: () => pngFile(SIX_MB) }), status: 413, message: TOO_LARGE },
  {
    endpoint: 'banner',
    what: 'an inline image (data URL) whose bytes are SVG',
    body: json({ ...VALID_BANNER, image_url: SVG_AS_PNG }),
    status: 415,
    message: NOT_IMAGE,
  },
  {
    endpoint: 'banner',
    what: 'an inline image whose bytes are text',
    body: json({ ...VALID_BANNER, image_url: TEXT_AS_JPEG }),
    status: 415,
    message: NOT_IMAGE,
  },
  { endpoint: 'banner', what: 'an inline GIF', body: json({ ...VALID_BANNER, image_url: GIF_DATA_URL }), status: 415, message: NOT_IMAGE },
  {
    endpoint: 'banner',
    what: 'an inline HTML document as the image',
    body: json({ ...VALID_BANNER, image_url: HTML_DATA_URL }),
    status: 415,
    message: NOT_IMAGE,
  },
  { endpoint: 'banner', what: 'a 6 MB inline image', body: json({ ...VALID_BANNER, image_url: SIX_MB_PNG }), status: 413, message: TOO_LARGE },
  { endpoint: 'banner', what: 'Content-Type text/plain', body: raw(text(VALID_BANNER), 'text/plain'), status: 415, message: WRONG_TYPE },
  { endpoint: 'bannerUpdate', what: 'title whitespace-only', body: json({ ...VALID_BANNER, title: '  ' }), status: 400, field: 'title' },
  {
    endpoint: 'bannerUpdate',
    what: 'an inline image whose bytes are SVG',
    body: json({ ...VALID_BANNER, image_url: SVG_AS_PNG }),
    status: 415,
    message: NOT_IMAGE,
  },
  { endpoint: 'bannerUpdate', what: "is_active 'maybe'", body: json({ ...VALID_BANNER, is_active: 'maybe' }), status: 400, field: 'is_active' },

  // POST /api/services
  { endpoint: 'service', what: 'missing title', body: json(without(VALID_SERVICE, 'title')), status: 400, field: 'title' },
  { endpoint: 'service', what: 'display_order -1', body: json({ ...VALID_SERVICE, display_order: -1 }), status: 400, field: 'display_order' },
  { endpoint: 'service', what: "display_order 'abc'", body: json({ ...VALID_SERVICE, display_order: 'abc' }), status: 400, field: 'display_order' },
  {
    endpoint: 'service',
    what: 'icon_class with markup',
    body: json({ ...VALID_SERVICE, icon_class: '"><img src=x onerror=alert(1)>' }),
    status: 400,
    field: 'icon_class',
  },
  { endpoint: 'service', what: 'no image at all', body: json(without(VALID_SERVICE, 'image_url')), status: 400, field: 'image' },
  {
    endpoint: 'service',
    what: 'an image that is really a text file',
    body: form(serviceFields, { image: fakePngFile }),
    status: 415,
    message: NOT_IMAGE,
  },
  { endpoint: 'service', what: 'a 6 MB image', body: form(serviceFields, { image: () => pngFile(SIX_MB) }), status: 413, message: TOO_LARGE },
  {
    endpoint: 'service',
    what: 'an inline image whose bytes are SVG',
    body: json({ ...VALID_SERVICE, image_url: SVG_AS_PNG }),
    status: 415,
    message: NOT_IMAGE,
  },
  { endpoint: 'service', what: 'a 6 MB inline image', body: json({ ...VALID_SERVICE, image_url: SIX_MB_PNG }), status: 413, message: TOO_LARGE },

  // POST /api/gallery
  {
    endpoint: 'gallery',
    what: 'missing title',
    body: form(without(VALID_GALLERY, 'title') as Record<string, string>, { image: png }),
    status: 400,
    field: 'title',
  },
  {
    endpoint: 'gallery',
    what: "category 'bitcoin'",
    body: form({ ...VALID_GALLERY, category: 'bitcoin' }, { image: png }),
    status: 400,
    field: 'category',
  },
  {
    endpoint: 'gallery',
    what: 'display_order -3',
    body: form({ ...VALID_GALLERY, display_order: '-3' }, { image: png }),
    status: 400,
    field: 'display_order',
  },
  { endpoint: 'gallery', what: 'no image', body: form(VALID_GALLERY), status: 400, field: 'image' },
  {
    endpoint: 'gallery',
    what: 'an image that is really a text file',
    body: form(VALID_GALLERY, { image: fakePngFile }),
    status: 415,
    message: NOT_IMAGE,
  },
  { endpoint: 'gallery', what: 'a 6 MB image', body: form(VALID_GALLERY, { image: () => pngFile(SIX_MB) }), status: 413, message: TOO_LARGE },
  {
    endpoint: 'gallery',
    what: 'an inline image whose bytes are text',
    body: form({ ...VALID_GALLERY, image_url: TEXT_AS_JPEG }),
    status: 415,
    message: NOT_IMAGE,
  },
  { endpoint: 'gallery', what: 'a 6 MB inline image', body: form({ ...VALID_GALLERY, image_url: SIX_MB_PNG }), status: 413, message: TOO_LARGE },

  // POST /api/admin
  { endpoint: 'admin', what: 'missing username', body: json({ email: 'ed@example.org', password: 'secret12' }), status: 400, field: 'username' },
  {
    endpoint: 'admin',
    what: 'password of 5 characters',
    body: json({ username: 'ed', email: 'ed@example.org', password: '12345' }),
    status: 400,
    field: 'password',
  },
  {
    endpoint: 'admin',
    what: 'password whitespace-only',
    body: json({ username: 'ed', email: 'ed@example.org', password: '        ' }),
    status: 400,
    field: 'password',
  },
  {
    endpoint: 'admin',
    what: "role 'superuser'",
    body: json({ username: 'ed', email: 'ed@example.org', password: 'secret12', role: 'superuser' }),
    status: 400,
    field: 'role',
  },
  { endpoint: 'admin', what: "email 'ed'", body: json({ username: 'ed', email: 'ed', password: 'secret12' }), status: 400, field: 'email' },
  {
    endpoint: 'admin',
    what: 'username 1 MB',
    body: json({ username: ONE_MB, email: 'ed@example.org', password: 'secret12' }),
    status: 400,
    field: 'username',
  },
  { endpoint: 'admin', what: 'a body that is not JSON', body: raw("{'username': 'ed'}"), status: 400, message: NOT_JSON },

  // POST /api/admin/login
  { endpoint: 'login', what: 'missing password', body: json({ username: 'admin' }), status: 400, field: 'password' },
  { endpoint: 'login', what: 'username whitespace-only', body: json({ username: '   ', password: 'admin123' }), status: 400, field: 'username' },
  { endpoint: 'login', what: 'username an object', body: json({ username: { $ne: null }, password: 'admin123' }), status: 400, field: 'username' },
  { endpoint: 'login', what: 'username 1 MB', body: json({ username: ONE_MB, password: 'admin123' }), status: 400, field: 'username' },
  { endpoint: 'login', what: 'a body that is not JSON', body: raw('username=admin&password=admin123'), status: 400, message: NOT_JSON },
  {
    endpoint: 'login',
    what: 'Content-Type text/plain',
    body: raw(text({ username: 'admin', password: 'admin123' }), 'text/plain'),
    status: 415,
    message: WRONG_TYPE,
  },

  // PATCH status endpoints
  { endpoint: 'contactStatus', what: "status 'archived'", body: json({ status: 'archived' }), status: 400, field: 'status' },
  { endpoint: 'contactStatus', what: 'missing status', body: json({}), status: 400, field: 'status' },
  { endpoint: 'contactStatus', what: 'a body that is not JSON', body: raw('read'), status: 400, message: NOT_JSON },
  { endpoint: 'volunteerStatus', what: "status 'hired'", body: json({ status: 'hired' }), status: 400, field: 'status' },
  { endpoint: 'volunteerStatus', what: 'status a number', body: json({ status: 1 }), status: 400, field: 'status' },
  { endpoint: 'adminStatus', what: "is_active 'maybe'", body: json({ is_active: 'maybe' }), status: 400, field: 'is_active' },
  { endpoint: 'adminStatus', what: 'missing is_active', body: json({}), status: 400, field: 'is_active' },
  { endpoint: 'adminPassword', what: 'newPassword of 3 characters', body: json({ newPassword: '123' }), status: 400, field: 'newPassword' },
  { endpoint: 'adminPassword', what: 'missing newPassword', body: json({ password: 'secret12' }), status: 400, field: 'newPassword' },

  // Settings
  { endpoint: 'theme', what: "primaryColor 'red'", body: json({ ...VALID_THEME, primaryColor: 'red' }), status: 400, field: 'primaryColor' },
  {
    endpoint: 'theme',
    what: 'a CSS injection in a colour',
    body: json({ ...VALID_THEME, secondaryColor: '#fff;background:url(javascript:alert(1))' }),
    status: 400,
    field: 'secondaryColor',
  },
  {
    endpoint: 'theme',
    what: 'a colour sent empty',
    body: json({ primaryColor: '#012a23', secondaryColor: '' }),
    status: 400,
    field: 'secondaryColor',
  },
  { endpoint: 'emailSettings', what: 'smtpPort 70000', body: json({ ...VALID_EMAIL_SETTINGS, smtpPort: 70000 }), status: 400, field: 'smtpPort' },
  { endpoint: 'emailSettings', what: "smtpPort 'abc'", body: json({ ...VALID_EMAIL_SETTINGS, smtpPort: 'abc' }), status: 400, field: 'smtpPort' },
  {
    endpoint: 'emailSettings',
    what: "adminEmail 'admin'",
    body: json({ ...VALID_EMAIL_SETTINGS, adminEmail: 'admin' }),
    status: 400,
    field: 'adminEmail',
  },
  { endpoint: 'testEmail', what: "email 'nobody'", body: json({ email: 'nobody' }), status: 400, field: 'email' },
  { endpoint: 'testEmail', what: 'missing email', body: json({}), status: 400, field: 'email' },
  {
    endpoint: 'zakatPrices',
    what: 'a negative gold price',
    body: json({ goldPricePerGram: -5, silverPricePerGram: 1.55 }),
    status: 400,
    field: 'goldPricePerGram',
  },
  {
    endpoint: 'zakatPrices',
    what: "silver price 'NaN'",
    body: json({ goldPricePerGram: 128.5, silverPricePerGram: 'NaN' }),
    status: 400,
    field: 'silverPricePerGram',
  },
  { endpoint: 'logo', what: 'a logo that is really a text file', body: form({}, { headerLogo: fakePngFile }), status: 415, message: NOT_IMAGE },
  { endpoint: 'logo', what: 'a 6 MB logo', body: form({}, { headerLogo: () => pngFile(SIX_MB) }), status: 413, message: TOO_LARGE },
  { endpoint: 'logo', what: 'an inline logo whose bytes are SVG', body: json({ favicon: SVG_AS_PNG }), status: 415, message: NOT_IMAGE },
  { endpoint: 'logo', what: 'a 6 MB inline logo', body: json({ footerLogo: SIX_MB_PNG }), status: 413, message: TOO_LARGE },
  { endpoint: 'logo', what: "headerLogo 'javascript:alert(1)'", body: json({ headerLogo: 'javascript:alert(1)' }), status: 400, field: 'headerLogo' },

  // POST /api/admin/upload
  { endpoint: 'upload', what: 'no file', body: form({ title: 'x' }), status: 400, field: 'image' },
  { endpoint: 'upload', what: 'an image that is really a text file', body: form({}, { image: fakePngFile }), status: 415, message: NOT_IMAGE },
  { endpoint: 'upload', what: 'a 6 MB image', body: form({}, { image: () => pngFile(SIX_MB) }), status: 413, message: TOO_LARGE },
  {
    endpoint: 'upload',
    what: 'a GIF',
    body: form({}, { image: () => new File(['GIF89a....'], 'x.gif', { type: 'image/gif' }) }),
    status: 415,
    message: NOT_IMAGE,
  },
  { endpoint: 'upload', what: 'Content-Type text/plain', body: raw('not a file', 'text/plain'), status: 415, message: WRONG_TYPE },
];

async function send(endpoint: Endpoint, ids: Ids, body: Body, token: string) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (endpoint.admin) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit;
  if ('json' in body) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body.json);
  } else if ('raw' in body) {
    headers['Content-Type'] = body.type;
    payload = body.raw;
  } else payload = body.form();
  const res = await fetch(apiUrl(endpoint.path(ids)), { method: endpoint.method, headers, body: payload });
  const text = await res.text();
  let json: { success?: boolean; message?: string; errors?: Record<string, string> } | null = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, body: json, text };
}

/** Everything stored, sessions included, as text: any write shows up as a difference. */
const snapshot = () => storedState();

async function ids(): Promise<Ids> {
  const db = getDb();
  const first = async (c: { all(): Promise<{ id: number }[]> }, what: string) => {
    const all = await c.all();
    if (!all.length) throw new Error(`the seed has no ${what}`);
    return all[0].id;
  };
  // Admin 2 (the moderator), so the valid follow-ups never lock the signed-in admin out.
  return {
    contact: await first(db.contacts, 'contact'),
    volunteer: await first(db.volunteers, 'volunteer'),
    banner: await first(db.banners, 'banner'),
    admin: 2,
  };
}

const endpointCount = new Set(CASES.map((c) => c.endpoint)).size;

describe(`bad input catalogue: ${CASES.length} cases across ${endpointCount} write endpoints`, () => {
  CASES.forEach(({ endpoint: name, what, body, status, field, message }, i) => {
    const endpoint: Endpoint = ENDPOINTS[name];
    it(`#${i + 1} ${endpoint.method} ${endpoint.path({ contact: 0, volunteer: 0, banner: 0, admin: 0 }).replace('/0/', '/{id}/').replace(/\/0$/, '/{id}')}: ${what} -> ${status}`, async () => {
      const token = await adminToken();
      const known = await ids();
      const before = await snapshot();

      const res = await send(endpoint, known, body, token);
      expect(res.status, res.text.slice(0, 300)).toBe(status);
      expect(res.body?.success).toBe(false);
      expect(typeof res.body?.message).toBe('string');
      if (field) {
        expect(res.body?.message).toBe('Validation failed');
        const error = res.body?.errors?.[field];
        expect(error, `errors.${field} in ${JSON.stringify(res.body?.errors)}`).toEqual(expect.any(String));
        // A clear, human message: not a schema library's default wording.
        expect(error).not.toMatch(/^Invalid input|expected .* received|^Required$/i);
      }
      if (message) expect(res.body?.message).toMatch(message);
      // Nothing written, nothing polluted.
      expect(await snapshot()).toBe(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();

      // The endpoint still works.
      const followUp = await send(endpoint, known, endpoint.valid(), token);
      expect(followUp.status, followUp.text.slice(0, 300)).toBeLessThan(300);
      expect(followUp.body?.success).toBe(true);
    });
  });
});
