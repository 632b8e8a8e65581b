// Site settings and the simulated e-mail outbox: mocks/handlers/settings.ts.
import { z } from 'zod';
import { operations } from '../openapi/operation';
import {
  DEFAULT_THEME,
  emailSettingsSchema,
  emailSettingsViewSchema,
  logoSettingsSchema,
  outboxEntrySchema,
  testEmailResultSchema,
  testEmailSchema,
  themeSettingsSchema,
} from '../settings';

const logoFile = (which: string) => ({ description: `A new ${which} (JPEG, PNG or WebP, at most 5 MB)`, mediaType: 'image/png' });
const invalidLogos = { headerLogo: 'javascript:alert(1)' };

export const settingsOperations = operations([
  {
    method: 'get',
    path: '/api/settings/theme',
    tag: 'Settings',
    operationId: 'getThemeSettings',
    summary: 'Read the theme colours',
    description: 'Public: the public layout uses them.',
    auth: 'public',
    success: { status: 200, description: 'The theme', data: themeSettingsSchema },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/settings/logo',
    tag: 'Settings',
    operationId: 'getLogoSettings',
    summary: 'Read the logos',
    description: 'Public: the public layout uses them.',
    auth: 'public',
    success: { status: 200, description: 'The logos', data: logoSettingsSchema },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/settings/email',
    tag: 'Settings',
    operationId: 'getEmailSettings',
    summary: 'Read the e-mail settings',
    description: "The SMTP password is never sent back (always ''); smtpPasswordSet says whether one is stored.",
    auth: 'admin',
    success: { status: 200, description: 'The e-mail settings', data: emailSettingsViewSchema },
    errors: [401, 403],
  },
  {
    method: 'get',
    path: '/api/settings/email/outbox',
    tag: 'Outbox',
    operationId: 'listOutbox',
    summary: 'List the e-mails the mock server sent',
    description:
      'The simulated outbox, newest first: notifications of new donations, contact messages and volunteer applications (while their flag is on) and test e-mails.',
    auth: 'admin',
    success: { status: 200, description: 'The e-mails', data: z.array(outboxEntrySchema) },
    errors: [401, 403],
  },
  {
    method: 'post',
    path: '/api/settings/theme',
    tag: 'Settings',
    operationId: 'saveThemeSettings',
    summary: 'Save the theme colours',
    auth: 'administrator',
    body: {
      json: {
        schema: themeSettingsSchema,
        valid: { ...DEFAULT_THEME, primaryColor: '#0b3d2e' },
        invalid: { primaryColor: 'green', secondaryColor: '#12345' },
      },
    },
    success: { status: 200, description: 'The theme', data: themeSettingsSchema },
    errors: [400, 401, 403, 415],
  },
  {
    method: 'post',
    path: '/api/settings/logo',
    tag: 'Settings',
    operationId: 'saveLogoSettings',
    summary: 'Change the logos',
    description: 'Multipart with any of the four logo files (JSON with image references is accepted too). A logo not sent keeps its current image.',
    auth: 'administrator',
    body: {
      json: { schema: logoSettingsSchema, valid: { headerLogo: '/images/logo.png' }, invalid: invalidLogos },
      multipart: {
        schema: logoSettingsSchema,
        files: {
          headerLogo: logoFile('header logo'),
          stickyLogo: logoFile('sticky header logo'),
          footerLogo: logoFile('footer logo'),
          favicon: logoFile('favicon'),
        },
        valid: { footerLogo: '/images/logo.png' },
        invalid: invalidLogos,
      },
    },
    success: { status: 200, description: 'The logos', data: logoSettingsSchema },
    errors: [400, 401, 403, 413, 415],
  },
  {
    method: 'post',
    path: '/api/settings/email',
    tag: 'Settings',
    operationId: 'saveEmailSettings',
    summary: 'Save the e-mail settings',
    description: 'A blank smtpPassword keeps the stored one.',
    auth: 'administrator',
    body: {
      json: {
        schema: emailSettingsSchema,
        valid: { adminEmail: 'admin@hopefoundation.org.uk', smtpHost: 'smtp.example.org', smtpPort: 587, sendContactEmail: false },
        invalid: { adminEmail: 'nope', smtpPort: 70000 },
      },
    },
    success: { status: 200, description: 'The e-mail settings', data: emailSettingsViewSchema },
    errors: [400, 401, 403, 415],
  },
  {
    method: 'post',
    path: '/api/settings/email/test',
    tag: 'Outbox',
    operationId: 'sendTestEmail',
    summary: 'Send a test e-mail',
    description: 'Recorded in the outbox.',
    auth: 'administrator',
    body: {
      json: { schema: testEmailSchema, valid: { email: 'qa@example.org' }, invalid: { email: 'nope' } },
    },
    success: { status: 200, description: 'Sent', data: testEmailResultSchema },
    errors: [400, 401, 403, 415],
  },
]);
