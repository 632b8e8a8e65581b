// How the OpenAPI document describes the gallery images routes (mocks/resources/gallery.ts declares the resource).
import type { ResourceDocs } from './resource';

export const galleryDocs: ResourceDocs = {
  tag: 'Gallery',
  tagDescription: 'The pictures of the gallery page.',
  schemaName: 'GalleryImage',
  names: { one: 'gallery image', many: 'gallery images' },
  examples: {
    fields: { title: 'Food drive', description: 'Volunteers packing parcels.', category: 'events', is_featured: true, display_order: 3 },
    invalid: { title: '', category: 'holidays', display_order: 'first' },
    imageUrl: '/images/gallery/gallery-01.jpg',
  },
  routes: {
    list: {
      description: 'Public, and the admin list too (?limit=100): the gallery has no hidden images. By display_order, then id.',
      success: 'The images',
    },
    create: { summary: 'Add a gallery image' },
    update: { description: 'Without a new image file the current one stays.' },
  },
};
