import { serviceResource } from '@/types/api/services';
import { byDisplayOrder, resourceHandlers } from './resource';

export const servicesHandlers = resourceHandlers({
  resource: serviceResource,
  collection: (db) => db.services,
  sort: byDisplayOrder,
  toRecord: ({ image_url: _ignored, ...fields }, image_url) => ({ ...fields, image_url }),
});
