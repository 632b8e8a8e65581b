import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { Banner } from '@/types/api/banners';
import { bannerQueries } from './banner-queries';
import { bannerBody, type SaveBannerInput } from './create-banner';

/** PUT /api/banner/{id}; without a new image the stored one is kept. */
export async function updateBanner({ id, ...input }: SaveBannerInput & { id: number }): Promise<Banner> {
  return request<Banner>(`/api/banner/${id}`, {
    method: 'PUT',
    body: await bannerBody(input),
    auth: true,
    fallbackMessage: 'Failed to update banner',
  });
}

export function useUpdateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannerQueries.all() }),
  });
}
