// Services: GET /api/services (public), /api/services/admin, POST/PUT /api/services.
import { z } from 'zod';
import {
  MAX_NAME,
  MAX_SHORT,
  MAX_TEXT,
  NOT_TEXT,
  blankToUndefined,
  boolFromForm,
  idSchema,
  intFromForm,
  isoDateTime,
  requiredString,
  tooLong,
  trimmedPattern,
  withBodyRules,
} from './coerce';
import { DEFAULT_ICON_CLASS, RESOURCE_PATHS } from './plain-values';
import { apiResource, nounMessages } from './resource';
import { optionalImageRef, storedImageRef } from './uploads';

export const SERVICE_MESSAGES = {
  /** On create, when neither an image file nor image_url is given. */
  imageRequired: 'Image is required',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  displayOrderMin: 'Display order must be 0 or more',
  invalidIcon: 'Please enter a valid icon class (e.g. fa-hands-helping)',
} as const;

/** Font Awesome class names such as 'fa-heart' or 'fas fa-heart'. */
const ICON_CLASS = /^[a-z0-9][a-z0-9 -]*$/i;

export const serviceSchema = z.object({
  id: idSchema,
  title: z.string().max(MAX_NAME),
  description: z.string().max(MAX_TEXT),
  image_url: storedImageRef,
  icon_class: z.string().max(MAX_SHORT),
  display_order: z.number().int().min(0),
  is_active: z.boolean(),
  created_at: isoDateTime,
});
export type Service = z.infer<typeof serviceSchema>;

/**
 * Body of POST /api/services and PUT /api/services/{id} (multipart or JSON). The image file
 * travels beside these fields; an image file or image_url is required on create
 * (SERVICE_MESSAGES.imageRequired), checked by the form and the handler.
 */
export const serviceInputSchema = z.object({
  title: requiredString(SERVICE_MESSAGES.titleRequired, MAX_NAME),
  description: requiredString(SERVICE_MESSAGES.descriptionRequired, MAX_TEXT),
  icon_class: z.preprocess(
    (v: string | undefined) => blankToUndefined(v),
    withBodyRules(
      z.string({ error: NOT_TEXT }).max(MAX_SHORT, tooLong(MAX_SHORT)).regex(ICON_CLASS, SERVICE_MESSAGES.invalidIcon),
      trimmedPattern(ICON_CLASS, true),
    ).default(DEFAULT_ICON_CLASS),
  ),
  display_order: intFromForm({
    min: 0,
    minMessage: SERVICE_MESSAGES.displayOrderMin,
    max: 1_000_000,
    maxMessage: 'Display order must be 1,000,000 or less',
    intMessage: 'Display order must be a whole number',
    invalid: 'Display order must be a number',
    default: 0,
  }),
  is_active: boolFromForm(true),
  image_url: optionalImageRef(),
});

/** The service routes, as the mock backend answers them and the OpenAPI document describes them. */
export const serviceResource = apiResource({
  path: RESOURCE_PATHS.services,
  noun: 'Service',
  schema: serviceSchema,
  inputSchema: serviceInputSchema,
  messages: nounMessages('Service', {
    imageRequired: SERVICE_MESSAGES.imageRequired,
    toggled: (active) => `Service ${active ? 'activated' : 'deactivated'} successfully`,
  }),
  toggleable: true,
});
