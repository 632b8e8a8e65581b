// What the OpenAPI document names once and refers to: the entity schemas (components.schemas),
// the error answers (components.responses) and the bearer scheme.
import { z } from 'zod';
import { adminUserSchema, loginResponseSchema } from '../admins';
import { contactMessageSchema } from '../contact';
import { adminDonationSchema, latestDonationSchema, storedDonationSchema } from '../donations';
import { donationReportSchema } from '../donation-report';
import { deletedSchema } from '../envelope';
import { eventPostSchema } from '../events';
import { emailSettingsViewSchema, logoSettingsSchema, outboxEntrySchema, themeSettingsSchema } from '../settings';
import { uploadResponseSchema } from '../uploads';
import { adminVolunteerSchema, volunteerSchema } from '../volunteers';
import type { ApiErrorStatus, ApiOperation } from './operation';

/** Every error answer of a route: a message, and field errors on a validation failure. */
const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** A forced fault (?fault=) answers { success: false } alone, so a 500 or 503 may lack the message. */
const faultEnvelopeSchema = errorEnvelopeSchema.extend({ message: z.string().optional() });

/**
 * The records and results the answers carry, under their component names: the image resources'
 * records and the demo export are named where the document is built (document.ts), for its resources.
 */
export const namedSchemas: Readonly<Record<string, z.ZodType>> = {
  Donation: storedDonationSchema,
  LatestDonation: latestDonationSchema,
  AdminDonation: adminDonationSchema,
  DonationReport: donationReportSchema,
  ContactMessage: contactMessageSchema,
  Volunteer: volunteerSchema,
  AdminVolunteer: adminVolunteerSchema,
  AdminUser: adminUserSchema,
  LoginResult: loginResponseSchema,
  EventPost: eventPostSchema,
  ThemeSettings: themeSettingsSchema,
  LogoSettings: logoSettingsSchema,
  EmailSettings: emailSettingsViewSchema,
  OutboxEntry: outboxEntrySchema,
  UploadResult: uploadResponseSchema,
  Deleted: deletedSchema,
  ErrorEnvelope: errorEnvelopeSchema,
  FaultEnvelope: faultEnvelopeSchema,
};

/** The error answers every route may give, whatever the route: the fault switch, the api-down scenario, a worker failure. */
export const ANY_ROUTE_ERRORS = [500, 503] as const;

type DocumentedError = ApiErrorStatus | (typeof ANY_ROUTE_ERRORS)[number];

/**
 * What the dispatcher (mocks/core/create-backend.ts) answers in front of a route, so whatever the
 * route lists: 400 when a path parameter is not valid percent-encoding; on a write, 422 when its
 * Idempotency-Key was first used by another caller or for another request, and 507 when the
 * storage is too full (any call but a GET writes: a sign-in stores its session).
 */
export function dispatcherErrors(op: Pick<ApiOperation, 'method' | 'pathParams'>): ApiErrorStatus[] {
  return [...(op.pathParams ? [400 as const] : []), ...(op.method === 'get' ? [] : [422 as const, 507 as const])];
}

/** components.responses, by status: the name, what it means, and its envelope. */
export const errorResponses: Readonly<Record<DocumentedError, { name: string; description: string; schema: string }>> = {
  400: {
    name: 'ValidationError',
    description:
      'The body or a parameter is invalid: errors names each field and its problem (a body that is not JSON, or a path that is not valid percent-encoding, has no errors)',
    schema: 'ErrorEnvelope',
  },
  401: {
    name: 'Unauthorized',
    description: 'No bearer token, or an invalid or expired one (or, for sign-in, a wrong username or password)',
    schema: 'ErrorEnvelope',
  },
  403: { name: 'Forbidden', description: 'The admin account is inactive, or the call takes the administrator role', schema: 'ErrorEnvelope' },
  404: { name: 'NotFound', description: 'No such record', schema: 'ErrorEnvelope' },
  409: { name: 'Conflict', description: 'The change conflicts with the stored data', schema: 'ErrorEnvelope' },
  413: { name: 'PayloadTooLarge', description: 'An image over 5 MB, or an import too large to store', schema: 'ErrorEnvelope' },
  415: {
    name: 'UnsupportedMediaType',
    description: 'A body of a content type the route does not read, or an image that is not JPEG, PNG or WebP',
    schema: 'ErrorEnvelope',
  },
  422: {
    name: 'IdempotencyKeyReused',
    description:
      'The Idempotency-Key was first used by another caller, or with another method, path or body: nothing was changed; send the request with a new key',
    schema: 'ErrorEnvelope',
  },
  429: {
    name: 'TooManyRequests',
    description: "Too many failed sign-in attempts: the username's delay or the client's cap runs (Retry-After says how long)",
    schema: 'ErrorEnvelope',
  },
  500: {
    name: 'ServerError',
    description: 'The api-down scenario (public lists), a forced fault (?fault=), or a failure of the mock server',
    schema: 'FaultEnvelope',
  },
  503: { name: 'Unavailable', description: 'A forced fault (?fault=), or the mock server is not running', schema: 'FaultEnvelope' },
  507: {
    name: 'InsufficientStorage',
    description: "The storage (the browser's, or the API server's disk) is too full for the write: nothing was changed",
    schema: 'ErrorEnvelope',
  },
};
