// The pictures of the gallery page.
import { galleryResource } from '@/types/api/gallery';
import { galleryDocs } from '@/types/api/operations/gallery';
import { seedGallery } from '../seed/gallery';
import { byDisplayOrder, defineResource } from './define-resource';

const gallery = defineResource({
  name: 'gallery',
  api: galleryResource,
  docs: galleryDocs,
  sort: byDisplayOrder,
  toRecord: ({ title, description, category, is_featured, display_order }, image_url) => ({
    image_url,
    title,
    description: description ?? '',
    category,
    is_featured,
    display_order,
  }),
  seed: seedGallery,
});

export default gallery;

declare module './index' {
  interface RegisteredResources {
    gallery: typeof gallery;
  }
}
