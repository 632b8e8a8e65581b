import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { GalleryImage } from '@/types/api/gallery';
import { galleryFormData, SAVE_IMAGE_FALLBACK, type SaveGalleryImageInput } from './create-gallery-image';
import { galleryQueries } from './gallery-queries';

/** PUT /api/gallery/{id} (multipart); without a new file the stored image is kept. */
export function updateGalleryImage({ id, ...input }: SaveGalleryImageInput & { id: number }): Promise<GalleryImage> {
  return request<GalleryImage>(`/api/gallery/${id}`, {
    method: 'PUT',
    body: galleryFormData(input),
    auth: true,
    fallbackMessage: SAVE_IMAGE_FALLBACK,
  });
}

export function useUpdateGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGalleryImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryQueries.all() }),
  });
}
