import type { HttpHandler } from 'msw';
import type { At } from '../core/api-paths';
import { serviceResource } from '@/types/api/services';
import { byDisplayOrder, resourceHandlers } from './resource';

export const servicesHandlers = (at: At): HttpHandler[] =>
  resourceHandlers(
    {
      resource: serviceResource,
      collection: (db) => db.services,
      sort: byDisplayOrder,
      toRecord: ({ image_url: _ignored, ...fields }, image_url) => ({ ...fields, image_url }),
    },
    at,
  );
