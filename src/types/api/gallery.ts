// Gallery images: GET /api/gallery?limit=N, POST/PUT /api/gallery (multipart).
import { z } from 'zod';
import { MAX_NAME, MAX_TEXT, boolFromForm, enumWithDefault, intFromForm, isoDateTime, optionalString, requiredString } from './coerce';
import { RESOURCE_PATHS } from './plain-values';
import { apiResource, imageRecordShape } from './resource';
import { optionalImageRef } from './uploads';

export const GALLERY_CATEGORIES = ['general', 'events', 'projects', 'team', 'donations'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export const GALLERY_MESSAGES = {
  /** On create, when no image file (or image_url) is given. */
  imageRequired: 'Image is required',
  titleRequired: 'Title is required',
  displayOrderMin: 'Display order must be 0 or more',
} as const;

/** A gallery image as stored and returned. description is '' when not set. */
export const galleryImageSchema = z.object({
  ...imageRecordShape,
  title: z.string().max(MAX_NAME),
  description: z.string().max(MAX_TEXT),
  category: z.enum(GALLERY_CATEGORIES),
  is_featured: z.boolean(),
  display_order: z.number().int().min(0),
  created_at: isoDateTime,
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/** Body of POST /api/gallery and PUT /api/gallery/{id}; the image file travels beside it. */
export const galleryInputSchema = z.object({
  title: requiredString(GALLERY_MESSAGES.titleRequired, MAX_NAME),
  description: optionalString(MAX_TEXT),
  category: enumWithDefault(GALLERY_CATEGORIES, 'general', 'Please choose a valid category'),
  is_featured: boolFromForm(false),
  display_order: intFromForm({
    min: 0,
    minMessage: GALLERY_MESSAGES.displayOrderMin,
    max: 1_000_000,
    maxMessage: 'Display order must be 1,000,000 or less',
    intMessage: 'Display order must be a whole number',
    invalid: 'Display order must be a number',
    default: 0,
  }),
  image_url: optionalImageRef(),
});

/**
 * The gallery routes, as the mock backend answers them and the OpenAPI document describes them.
 * The public list is the admin's list too (?limit=100): the gallery has no hidden images.
 */
export const galleryResource = apiResource({
  path: RESOURCE_PATHS.gallery,
  noun: 'Image',
  schema: galleryImageSchema,
  inputSchema: galleryInputSchema,
  messages: {
    created: 'Image uploaded successfully!',
    updated: 'Image updated successfully!',
    deleted: 'Image deleted successfully!',
    imageRequired: GALLERY_MESSAGES.imageRequired,
  },
  limit: { fallback: 12, max: 100 },
});
