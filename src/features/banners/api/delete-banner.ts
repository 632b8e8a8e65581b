import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { bannerQueries } from './banner-queries';

/** DELETE /api/banner/{id}. */
export function deleteBanner(id: number): Promise<unknown> {
  return request<unknown>(`/api/banner/${id}`, { method: 'DELETE', auth: true, fallbackMessage: 'Failed to delete banner' });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannerQueries.all() }),
  });
}
