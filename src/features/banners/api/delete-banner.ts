import { useMutation } from '@tanstack/react-query';
import { banners } from './banner-queries';

/** DELETE /api/banner/{id}. */
const deleteBanner = banners.remove({ fallbackMessage: 'Failed to delete banner' });

export function useDeleteBanner() {
  return useMutation(banners.mutation(deleteBanner));
}
