import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { galleryQueries } from './gallery-queries';

/** DELETE /api/gallery/{id}. */
export function deleteGalleryImage(id: number): Promise<unknown> {
  return request<unknown>(`/api/gallery/${id}`, { method: 'DELETE', auth: true, fallbackMessage: 'Failed to delete image' });
}

export function useDeleteGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryImage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryQueries.all() }),
  });
}
