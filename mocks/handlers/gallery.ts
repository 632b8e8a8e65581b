import type { HttpHandler } from 'msw';
import type { At } from '../core/api-paths';
import { galleryResource } from '@/types/api/gallery';
import { byDisplayOrder, resourceHandlers } from './resource';

export const galleryHandlers = (at: At): HttpHandler[] =>
  resourceHandlers(
    {
      resource: galleryResource,
      collection: (db) => db.gallery,
      sort: byDisplayOrder,
      toRecord: ({ title, description, category, is_featured, display_order }, image_url) => ({
        image_url,
        title,
        description: description ?? '',
        category,
        is_featured,
        display_order,
      }),
    },
    at,
  );
