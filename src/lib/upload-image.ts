// Admin image uploads (banner, service and post images): POST /api/admin/upload, and when the
// upload fails (no answer, or the server failed), the spec's fallback: the file inlined as a data
// URL so the save still goes through. A server that refused the file (400, 401, 413, 415, 507) is
// shown.
import { ApiError, requestEnvelope } from '@/lib/api-client';
import type { ApiEnvelope } from '@/types/api/envelope';
import { isAllowedImageType, UPLOAD_MESSAGES } from '@/types/api/uploads';
import { isImageDataUrl, MAX_UPLOAD_BYTES } from '@/types/api/url-rules';

/** The checks the server makes, done first so the user is told before anything is sent. */
export function imageFileError(file: File): string | null {
  if (!isAllowedImageType(file.type)) return UPLOAD_MESSAGES.unsupportedType;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/** The file as a base64 data URL ('image/jpg' normalised to 'image/jpeg', as the contract expects). */
export function fileToDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:image\/jpg;/, 'data:image/jpeg;'));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

/**
 * True when the upload failed rather than was refused: no answer came back (offline, server
 * unreachable: fetch's TypeError, which the api client reports as status 0), or the server failed
 * (5xx) for another reason than want of space (507, which an inline copy would meet as well). Only
 * then is the image inlined, the spec's fallback; a refusal (400, 401, 413, 415) is shown.
 */
export function uploadFailed(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || (error.status >= 500 && error.status !== 507);
}

/**
 * Uploads the image and returns its stored URL ('/uploads/..'), or a data URL of the file when the
 * upload failed (refused with 415 if its bytes are not the image it claims to be). A refusal is
 * thrown (an ApiError with its status and message), never replaced by a data URL.
 */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  let envelope: ApiEnvelope<{ imageUrl?: string } | undefined> | undefined;
  try {
    envelope = await requestEnvelope<{ imageUrl?: string } | undefined>('/api/admin/upload', {
      method: 'POST',
      body,
      auth: true,
      fallbackMessage: UPLOAD_FAILED,
    });
  } catch (error) {
    if (!uploadFailed(error)) throw error;
    console.warn('The image upload failed; using an inline data URL instead.', error);
  }
  if (envelope) {
    const url = envelope.imageUrl ?? envelope.data?.imageUrl;
    // A success without a URL breaks the contract: said, never papered over with an inline copy.
    if (url) return url;
    throw new ApiError(UPLOAD_FAILED, 500);
  }
  const dataUrl = await fileToDataUrl(file);
  // Checked by magic number as the server checks an upload: a text file named .png is never inlined.
  if (!isImageDataUrl(dataUrl)) throw new ApiError(UPLOAD_MESSAGES.unsupportedType, 415);
  return dataUrl;
}

const UPLOAD_FAILED = 'Failed to upload image';

/**
 * What a form shows at its image field after a failed save: the server's error for the image
 * field, or its answer to the image itself (413 too large, 415 not an image). Undefined otherwise.
 */
export function imageErrorOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const fieldError = error.errors.image ?? error.errors.image_url;
  if (fieldError) return fieldError;
  return error.status === 413 || error.status === 415 ? error.message : undefined;
}

/** A save of a record with an image field: the form's values and the file picked, if any. */
export type ImageSave<TValues> = {
  values: TValues;
  /** A newly picked image; uploaded first (or inlined if the upload fails). Wins over image_url. */
  imageFile?: File | null;
};

/** The JSON body of such a save: the values, with the uploaded file's URL as image_url. */
export async function withUploadedImage<TValues extends { image_url?: string }>({ values, imageFile }: ImageSave<TValues>): Promise<TValues> {
  const image_url = imageFile ? await uploadImage(imageFile) : values.image_url;
  return { ...values, ...(image_url ? { image_url } : {}) };
}
