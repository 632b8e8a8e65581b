// The images the public gallery shows: the API's list, or the 12 placeholder images when the load
// fails (spec document 1, section 8).
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PLACEHOLDER_GALLERY } from '@/content/gallery';
import type { GalleryImage } from '@/types/api/gallery';
import { galleryQueries, PUBLIC_GALLERY_LIMIT } from './gallery-queries';

export type PublicGallery = {
  images: readonly GalleryImage[];
  isPending: boolean;
  /** True when the placeholder images are shown instead of the API's. */
  isFallback: boolean;
};

export function usePublicGallery(limit: number = PUBLIC_GALLERY_LIMIT): PublicGallery {
  const query = useQuery(galleryQueries.public(limit));
  const { error } = query;

  useEffect(() => {
    // Spec: the failure is logged and the page falls back silently.
    if (error) console.warn('Failed to load the gallery; showing placeholder images.', error);
  }, [error]);

  if (query.isPending) return { images: [], isPending: true, isFallback: false };
  if (query.isError || !Array.isArray(query.data)) {
    return { images: PLACEHOLDER_GALLERY.slice(0, limit), isPending: false, isFallback: true };
  }
  return { images: query.data, isPending: false, isFallback: false };
}
