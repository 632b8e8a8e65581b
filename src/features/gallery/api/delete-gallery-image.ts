import { useMutation } from '@tanstack/react-query';
import { gallery } from './gallery-queries';

/** DELETE /api/gallery/{id}. */
const deleteGalleryImage = gallery.remove({ fallbackMessage: 'Failed to delete image' });

export function useDeleteGalleryImage() {
  return useMutation(gallery.mutation(deleteGalleryImage));
}
