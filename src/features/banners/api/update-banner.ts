import { useMutation } from '@tanstack/react-query';
import { withUploadedImage } from '@/lib/upload-image';
import { banners } from './banner-queries';
import type { SaveBannerInput } from './create-banner';

/** PUT /api/banner/{id}; without a new image the stored one is kept. */
const updateBanner = banners.update<SaveBannerInput & { id: number }>({ body: withUploadedImage, fallbackMessage: 'Failed to update banner' });

export function useUpdateBanner() {
  return useMutation(banners.mutation(updateBanner));
}
