import { useMutation } from '@tanstack/react-query';
import { galleryFormData, SAVE_IMAGE_FALLBACK, type SaveGalleryImageInput } from './create-gallery-image';
import { gallery } from './gallery-queries';

/** PUT /api/gallery/{id} (multipart); without a new file the stored image is kept. */
const updateGalleryImage = gallery.update<SaveGalleryImageInput & { id: number }>({ body: galleryFormData, fallbackMessage: SAVE_IMAGE_FALLBACK });

export function useUpdateGalleryImage() {
  return useMutation(gallery.mutation(updateGalleryImage));
}
