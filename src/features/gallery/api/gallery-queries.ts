import { resourceClient } from '@/lib/api-resource';
import type { GalleryImage } from '@/types/api/gallery';
import { RESOURCE_PATHS } from '@/types/api/plain-values';

/** Spec: the public gallery asks for 12 images, the admin list for 100. */
export const PUBLIC_GALLERY_LIMIT = 12;
export const ADMIN_GALLERY_LIMIT = 100;

// The path is the contract's, the one the mock backend serves the resource at.
export const gallery = resourceClient<GalleryImage>({ key: 'gallery', path: RESOURCE_PATHS.gallery, fetchFailed: 'Failed to fetch gallery images' });

export const galleryQueries = {
  all: gallery.all,
  /** GET /api/gallery?limit=N for the home page and the gallery page. */
  public: (limit: number = PUBLIC_GALLERY_LIMIT) => gallery.read<GalleryImage[]>(['public', limit], `${RESOURCE_PATHS.gallery}?limit=${limit}`),
  /** GET /api/gallery?limit=100: the admin's list, with the token as every admin call. */
  admin: () => gallery.read<GalleryImage[]>(['admin'], `${RESOURCE_PATHS.gallery}?limit=${ADMIN_GALLERY_LIMIT}`, true),
};

/**
 * URL of a gallery image. Spec: gallery paths beginning with /uploads/ are loaded through the /api
 * prefix (/api/uploads/...); other paths are used as they are.
 */
export function galleryImageUrl(path: string): string {
  return path.startsWith('/uploads/') ? `/api${path}` : path;
}
