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

/** A base64 data URL of an allowed image type (the bytes are checked by hasImageSignature). */
const IMAGE_DATA_URL = /^data:(image\/(?:jpeg|png|webp));base64,([A-Za-z0-9+/]+={0,2})$/;

/**
 * True when `head` (a file's first bytes, 12 are enough) starts with the magic number of `type`,
 * so a text or SVG file named or labelled .png is refused.
 */
export function hasImageSignature(head: Uint8Array, type: string): boolean {
  if (type === 'image/jpeg') return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  if (type === 'image/png') return head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47;
  if (type === 'image/webp') {
    const text = String.fromCharCode(...head.subarray(0, 12));
    return text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP';
  }
  return false;
}

/** The first bytes of base64 text (16 characters give 12 bytes); empty when it cannot be decoded. */
export function base64Head(base64: string): Uint8Array {
  try {
    const binary = atob(base64.slice(0, 16));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return new Uint8Array(0);
  }
}

/** How many bytes base64 text decodes to. */
export function base64Size(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** A base64 data URL of a JPEG, PNG or WebP image whose bytes really are one, within MAX_IMAGE_REF. */
export function isImageDataUrl(value: string): boolean {
  if (value.length > MAX_IMAGE_REF) return false;
  const match = IMAGE_DATA_URL.exec(value);
  return !!match && hasImageSignature(base64Head(match[2]), match[1]);
}

/**
 * The URL rule for images, on writes and on stored records alike: '/uploads/1.png', 'https://…',
 * or a base64 data URL of an allowed image (the spec's upload fallback). Refused: javascript:,
 * vbscript:, data:text/html, protocol-relative '//host', anything with whitespace.
 */
export function isImageRef(value: string): boolean {
  if (value.startsWith('data:')) return isImageDataUrl(value);
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

/** An image reference as stored on a record: '' when there is none, else the same rule as writes. */
export const storedImageRef = z
  .string()
  .max(MAX_IMAGE_REF, { error: tooLong(MAX_IMAGE_REF), abort: true })
  .refine((value) => value === '' || isImageRef(value), INVALID_URL);
