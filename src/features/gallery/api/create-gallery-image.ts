import { useMutation } from '@tanstack/react-query';
import type { ImageSave } from '@/lib/upload-image';
import type { GalleryImage, galleryResource } from '@/types/api/gallery';
import type { ResourceInput } from '@/types/api/resource';
import { gallery } from './gallery-queries';

/** The picked image file is required on create, optional on edit. */
export type SaveGalleryImageInput = ImageSave<ResourceInput<typeof galleryResource>>;

export const SAVE_IMAGE_FALLBACK = 'Failed to save image';

/** The multipart body the spec gives: image, title, description, category, is_featured, display_order. */
export function galleryFormData({ values, imageFile }: SaveGalleryImageInput): FormData {
  const body = new FormData();
  if (imageFile) body.append('image', imageFile);
  body.append('title', values.title);
  body.append('description', values.description ?? '');
  body.append('category', values.category);
  body.append('is_featured', String(values.is_featured));
  body.append('display_order', String(values.display_order));
  return body;
}

/** POST /api/gallery (multipart). */
const createGalleryImage = gallery.create<SaveGalleryImageInput, GalleryImage>({ body: galleryFormData, fallbackMessage: SAVE_IMAGE_FALLBACK });

export function useCreateGalleryImage() {
  return useMutation(gallery.mutation(createGalleryImage));
}
