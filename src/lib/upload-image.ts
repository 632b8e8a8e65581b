// Admin image uploads (banner, service and post images): POST /api/admin/upload, and when that
// fails, the spec's fallback: the file inlined as a data URL so the save still goes through.
import { requestEnvelope } from '@/lib/api-client';
import { isAllowedImageType, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@/types/api/uploads';

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

/** Uploads the image and returns its stored URL ('/uploads/..'), or a data URL if the upload fails. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  try {
    const envelope = await requestEnvelope<{ imageUrl?: string } | undefined>('/api/admin/upload', {
      method: 'POST',
      body,
      auth: true,
      fallbackMessage: 'Failed to upload image',
    });
    const url = envelope.imageUrl ?? envelope.data?.imageUrl;
    if (url) return url;
  } catch (error) {
    console.warn('Image upload failed; using an inline data URL instead.', error);
  }
  return fileToDataUrl(file);
}
