// Admin image uploads (banner, service and post images): POST /api/admin/upload, and when the
// request cannot be made at all, the spec's fallback: the file inlined as a data URL so the save
// still goes through. A server that answered (413, 415, 401, 500...) has said no: that is shown.
import { ApiError, requestEnvelope } from '@/lib/api-client';
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
 * True when a request got no answer (offline, server unreachable: fetch's TypeError, which the
 * api client reports as status 0). Only then may an image be inlined instead of uploaded.
 */
export function isNetworkFailure(error: unknown): boolean {
  return (error instanceof ApiError && error.status === 0) || error instanceof TypeError;
}

/**
 * Uploads the image and returns its stored URL ('/uploads/..'), or a data URL of the file when the
 * upload request could not be made (refused with 415 if its bytes are not the image it claims to
 * be). Any answer from the server that is not a success is thrown (an ApiError with its status and
 * message), never replaced by a data URL.
 */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  try {
    const envelope = await requestEnvelope<{ imageUrl?: string } | undefined>('/api/admin/upload', {
      method: 'POST',
      body,
      auth: true,
      fallbackMessage: UPLOAD_FAILED,
    });
    const url = envelope.imageUrl ?? envelope.data?.imageUrl;
    if (url) return url;
    throw new ApiError(UPLOAD_FAILED, 500);
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    console.warn('The image upload could not be sent; using an inline data URL instead.', error);
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
