import { useMutation } from '@tanstack/react-query';
import { withUploadedImage, type ImageSave } from '@/lib/upload-image';
import type { Banner, BannerInput } from '@/types/api/banners';
import { banners } from './banner-queries';

/** A banner's form values (the link travels as button_link) and its newly picked background image. */
export type SaveBannerInput = ImageSave<BannerInput>;

/** POST /api/banner. */
const createBanner = banners.create<SaveBannerInput, Banner>({ body: withUploadedImage, fallbackMessage: 'Failed to create banner' });

export function useCreateBanner() {
  return useMutation(banners.mutation(createBanner));
}
