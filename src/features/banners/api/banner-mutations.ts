// The admin's writes of banners, from the resource kit (src/lib/resource-mutations.ts).
import { resourceMutations, toggleMutation } from '@/lib/resource-mutations';
import { withUploadedImage, type ImageSave } from '@/lib/upload-image';
import type { Banner, bannerResource } from '@/types/api/banners';
import type { ResourceInput } from '@/types/api/resource';
import { banners } from './banner-queries';

/** A banner's form values (the link travels as button_link) and its newly picked background image. */
export type SaveBannerInput = ImageSave<ResourceInput<typeof bannerResource>>;

/** POST /api/banner, PUT /api/banner/{id} (without a new image the stored one is kept), DELETE /api/banner/{id}. */
export const {
  useCreate: useCreateBanner,
  useUpdate: useUpdateBanner,
  useDelete: useDeleteBanner,
} = resourceMutations<Banner, SaveBannerInput>(banners, {
  body: withUploadedImage,
  messages: { create: 'Failed to create banner', update: 'Failed to update banner', remove: 'Failed to delete banner' },
});

/** PATCH /api/banner/{id}/toggle: flips is_active and returns the banner. */
export const useToggleBanner = toggleMutation(banners, 'Failed to toggle banner status');
