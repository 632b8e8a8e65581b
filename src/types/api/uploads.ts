// Image uploads (POST /api/admin/upload and the image part of banner, service, gallery and logo
// forms) and the image references that records keep.
import { z } from 'zod';
import { INVALID_URL, MAX_URL, NOT_TEXT, blankToUndefined, isUrlOrPath, tooLong } from './coerce';

export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AllowedImageType = (typeof ALLOWED_IMAGE_TYPES)[number];

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

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

/**
 * Longest image reference: a base64 data URL of a maximum-size upload. The spec's fallback when an
 * upload fails is an inline data URL of the file, so image fields must hold one.
 */
export const MAX_IMAGE_REF = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 64;

const DATA_URL = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** '/uploads/1.png', 'https://…', or a base64 data URL of an allowed image type. */
export function isImageRef(value: string): boolean {
  if (value.startsWith('data:')) return value.length <= MAX_IMAGE_REF && DATA_URL.test(value);
  return value.length <= MAX_URL && isUrlOrPath(value);
}

/** An optional image reference in a request body: blank gives undefined. */
export function optionalImageRef(message = INVALID_URL) {
  return z.preprocess(
    (v: string | null | undefined) => blankToUndefined(v),
    z
      .string({ error: NOT_TEXT })
      .max(MAX_IMAGE_REF, { error: tooLong(MAX_IMAGE_REF), abort: true })
      .refine(isImageRef, message)
      .optional(),
  );
}

/** An image reference as stored on a record ('' when there is none). */
export const storedImageRef = z.string().max(MAX_IMAGE_REF);
