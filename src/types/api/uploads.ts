// Image uploads (POST /api/admin/upload and the image part of banner, service, gallery and logo
// forms) and the image references that records keep.
import { z } from 'zod';
import { INVALID_URL, NOT_TEXT, blankToUndefined, tooLong, withBodyRules } from './coerce';
import { imageRefRules } from './url-patterns';
import { MAX_IMAGE_REF, MAX_URL, isImageRef } from './url-rules';

export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AllowedImageType = (typeof ALLOWED_IMAGE_TYPES)[number];

export const UPLOAD_MESSAGES = {
  /** 413 */
  tooLarge: 'Image is too large (maximum 5 MB)',
  /** 415 */
  unsupportedType: 'Only JPEG, PNG and WebP images are allowed',
} as const;

/** The accept attribute for image file inputs. */
export const IMAGE_ACCEPT = ALLOWED_IMAGE_TYPES.join(',');

/** True for jpeg, png and webp; browsers may report .jpg files as image/jpg. */
export function isAllowedImageType(type: string): boolean {
  const normalised = type === 'image/jpg' ? 'image/jpeg' : type;
  return (ALLOWED_IMAGE_TYPES as readonly string[]).includes(normalised);
}

export const uploadResponseSchema = z.object({ imageUrl: z.string().min(1).max(MAX_URL) });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** How many bytes base64 text decodes to. */
export function base64Size(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** What the OpenAPI document says of an image reference (the rule is isImageRef). */
const IMAGE_REF_RULE =
  'An image reference: an http(s) URL, a relative or root-relative path, a blob: URL or a data URL of any image type (SVG included)';

const imageRef = (message: string, optional: boolean) =>
  withBodyRules(
    z
      .string({ error: NOT_TEXT })
      .max(MAX_IMAGE_REF, { error: tooLong(MAX_IMAGE_REF), abort: true })
      .refine(isImageRef, message)
      .meta({ description: IMAGE_WRITE_RULE }),
    imageRefRules(optional),
  );

/** What a body may send: an inline image is checked as an upload. */
const IMAGE_WRITE_RULE =
  'An image reference: an http(s) URL, a relative or root-relative path, a blob: URL, or a base64 data URL of a JPEG, PNG or WebP image of at most 5 MB (415 or 413 otherwise)';

/** An optional image reference in a request body: blank gives undefined. */
export function optionalImageRef(message = INVALID_URL) {
  return z.preprocess((v: string | null | undefined) => blankToUndefined(v), imageRef(message, true).optional());
}

/**
 * The image reference a JSON create must carry where no file can travel, for the OpenAPI document:
 * the handler's own check (parseWithImage's requiredMessage) refuses a create without one.
 */
export function requiredImageRef(message = INVALID_URL) {
  return z.preprocess((v: string | null | undefined) => blankToUndefined(v), imageRef(message, false));
}

/** An image reference as stored on a record: '' when there is none, else the same rule as writes. */
export const storedImageRef = z
  .string()
  .max(MAX_IMAGE_REF, { error: tooLong(MAX_IMAGE_REF), abort: true })
  .refine((value) => value === '' || isImageRef(value), INVALID_URL)
  .meta({ description: `${IMAGE_REF_RULE}; '' when there is none` });
