// A gallery image as the grid and its preview show it, apart from the preview's code: the grid
// is on the home page, the preview loads lazily when the grid renders.
import type { GalleryImage } from '@/types/api/gallery';

export type GalleryItem = Pick<GalleryImage, 'id' | 'image_url' | 'title'> & { description?: string };

/** The title shown for an image; untitled images are named by their position. */
export function galleryTitle(image: GalleryItem, index: number): string {
  return image.title.trim() || `Gallery image ${index + 1}`;
}
