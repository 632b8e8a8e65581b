import { useMutation } from '@tanstack/react-query';
import { banners } from './banner-queries';

/** PATCH /api/banner/{id}/toggle: flips is_active and returns the banner. */
const toggleBanner = banners.patch<number>('toggle', { fallbackMessage: 'Failed to toggle banner status' });

export function useToggleBanner() {
  return useMutation(banners.mutation(toggleBanner));
}
