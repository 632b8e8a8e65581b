import { useMutation } from '@tanstack/react-query';
import { withUploadedImage, type ImageSave } from '@/lib/upload-image';
import type { Banner, bannerResource } from '@/types/api/banners';
import type { ResourceInput } from '@/types/api/resource';
import { banners } from './banner-queries';

/** A banner's form values (the link travels as button_link) and its newly picked background image. */
export type SaveBannerInput = ImageSave<ResourceInput<typeof bannerResource>>;

/** POST /api/banner. */
const createBanner = banners.create<SaveBannerInput, Banner>({ body: withUploadedImage, fallbackMessage: 'Failed to create banner' });

export function useCreateBanner() {
  return useMutation(banners.mutation(createBanner));
}
