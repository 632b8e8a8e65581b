// The admin's writes of gallery images, from the resource kit (src/lib/resource-mutations.ts):
// multipart bodies, as the spec gives them.
import { resourceMutations } from '@/lib/resource-mutations';
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

/** POST /api/gallery and PUT /api/gallery/{id} (multipart), DELETE /api/gallery/{id}. */
export const {
  useCreate: useCreateGalleryImage,
  useUpdate: useUpdateGalleryImage,
  useDelete: useDeleteGalleryImage,
} = resourceMutations<GalleryImage, SaveGalleryImageInput>(gallery, {
  body: galleryFormData,
  messages: { create: SAVE_IMAGE_FALLBACK, update: SAVE_IMAGE_FALLBACK, remove: 'Failed to delete image' },
});
