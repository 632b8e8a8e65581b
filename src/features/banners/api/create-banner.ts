import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { uploadImage } from '@/lib/upload-image';
import type { Banner, BannerInput } from '@/types/api/banners';
import { bannerQueries } from './banner-queries';

export type SaveBannerInput = {
  values: BannerInput;
  /** A newly picked background image; uploaded first (or inlined if the upload fails). */
  imageFile?: File | null;
};

/** The JSON body of POST/PUT /api/banner: the link travels as button_link. */
export async function bannerBody({ values, imageFile }: SaveBannerInput): Promise<BannerInput> {
  const image_url = imageFile ? await uploadImage(imageFile) : values.image_url;
  return { ...values, ...(image_url ? { image_url } : {}) };
}

/** POST /api/banner. */
export async function createBanner(input: SaveBannerInput): Promise<Banner> {
  return request<Banner>('/api/banner', {
    method: 'POST',
    body: await bannerBody(input),
    auth: true,
    fallbackMessage: 'Failed to create banner',
  });
}

export function useCreateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannerQueries.all() }),
  });
}
