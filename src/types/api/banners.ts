// Home page hero banners: GET /api/banner (public), /api/banner/admin, POST/PUT /api/banner.
import { z } from 'zod';
import {
  INVALID_URL,
  withBodyRules,
  MAX_NAME,
  MAX_TEXT,
  boolFromForm,
  enumWithDefault,
  isoDateTime,
  optionalString,
  optionalUrlOrPath,
  requiredString,
  storedLinkUrl,
} from './coerce';
import { RESOURCE_PATHS } from './plain-values';
import { apiResource, imageRecordShape, nounMessages } from './resource';
import { optionalImageRef } from './uploads';

export const TEXT_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

export const BANNER_MESSAGES = {
  /** On create, when neither an image file nor image_url is given. */
  imageRequired: 'Background image is required',
  headingRequired: 'Heading is required',
  descriptionRequired: 'Description is required',
  linkRequired: 'Button link is required when button text is provided',
  invalidUrl: INVALID_URL,
} as const;

/** A banner as stored and returned. Optional texts are '' when not set; links and images follow the write rules. */
export const bannerSchema = z.object({
  ...imageRecordShape,
  sub_heading: z.string().max(MAX_NAME),
  title: z.string().max(MAX_NAME),
  description: z.string().max(MAX_TEXT),
  button_text: z.string().max(MAX_NAME),
  link_url: storedLinkUrl,
  text_alignment: z.enum(TEXT_ALIGNMENTS),
  is_active: z.boolean(),
  created_at: isoDateTime,
});
export type Banner = z.infer<typeof bannerSchema>;

/**
 * Body of POST /api/banner and PUT /api/banner/{id} (multipart or JSON). The link is sent as
 * button_link and stored as link_url. The image file travels beside these fields; whether one is
 * required (create) is checked by the form and the handler with BANNER_MESSAGES.imageRequired.
 */
export const bannerInputSchema = withBodyRules(
  z
    .object({
      title: requiredString(BANNER_MESSAGES.headingRequired, MAX_NAME),
      sub_heading: optionalString(MAX_NAME),
      description: requiredString(BANNER_MESSAGES.descriptionRequired, MAX_TEXT),
      button_text: optionalString(MAX_NAME),
      button_link: optionalUrlOrPath(BANNER_MESSAGES.invalidUrl),
      text_alignment: enumWithDefault(TEXT_ALIGNMENTS, 'center', 'Text alignment must be left, center or right'),
      is_active: boolFromForm(true),
      image_url: optionalImageRef(),
    })
    .refine((banner) => !banner.button_text || !!banner.button_link, {
      error: BANNER_MESSAGES.linkRequired,
      path: ['button_link'],
      // Report it with the other field errors instead of only after they are fixed.
      when: (payload) => {
        const value = payload.value as { button_text?: unknown; button_link?: unknown } | undefined;
        return !!value && typeof value === 'object';
      },
    }),
  // What the refine checks, as the document says it: with a button text, a link that is not blank
  // (the document counts a button text of only spaces as one; the handler, as none).
  { dependentRequired: { button_text: ['button_link'] }, dependentSchemas: { button_text: { properties: { button_link: { pattern: '\\S' } } } } },
);

/** The banner routes, as the mock backend answers them and the OpenAPI document describes them. */
export const bannerResource = apiResource({
  path: RESOURCE_PATHS.banners,
  noun: 'Banner',
  schema: bannerSchema,
  inputSchema: bannerInputSchema,
  messages: nounMessages('Banner', { imageRequired: BANNER_MESSAGES.imageRequired }),
  toggleable: true,
  publicRead: true,
});
