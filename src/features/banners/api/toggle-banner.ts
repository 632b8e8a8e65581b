import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { Banner } from '@/types/api/banners';
import { bannerQueries } from './banner-queries';

/** PATCH /api/banner/{id}/toggle: flips is_active and returns the banner. */
export function toggleBanner(id: number): Promise<Banner> {
  return request<Banner>(`/api/banner/${id}/toggle`, {
    method: 'PATCH',
    auth: true,
    fallbackMessage: 'Failed to toggle banner status',
  });
}

export function useToggleBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleBanner,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannerQueries.all() }),
  });
}
