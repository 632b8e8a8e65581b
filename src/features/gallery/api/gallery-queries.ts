import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { GalleryImage } from '@/types/api/gallery';

const FETCH_FAILED = 'Failed to fetch gallery images';

/** Spec: the public gallery asks for 12 images, the admin list for 100. */
export const PUBLIC_GALLERY_LIMIT = 12;
export const ADMIN_GALLERY_LIMIT = 100;

export const galleryQueries = {
  all: () => ['gallery'] as const,
  /** GET /api/gallery?limit=N for the home page and the gallery page. */
  public: (limit: number = PUBLIC_GALLERY_LIMIT) =>
    queryOptions({
      queryKey: [...galleryQueries.all(), 'public', limit],
      queryFn: ({ signal }) =>
        request<GalleryImage[]>(`/api/gallery?limit=${limit}`, { fallbackMessage: FETCH_FAILED, signal }),
    }),
  /** GET /api/gallery?limit=100: the admin's list (the spec sends no token for it). */
  admin: () =>
    queryOptions({
      queryKey: [...galleryQueries.all(), 'admin'],
      queryFn: ({ signal }) =>
        request<GalleryImage[]>(`/api/gallery?limit=${ADMIN_GALLERY_LIMIT}`, { fallbackMessage: FETCH_FAILED, signal }),
    }),
};

/**
 * URL of a gallery image. Spec: gallery paths beginning with /uploads/ are loaded through the /api
 * prefix (/api/uploads/...); other paths are used as they are.
 */
export function galleryImageUrl(path: string): string {
  return path.startsWith('/uploads/') ? `/api${path}` : path;
}
