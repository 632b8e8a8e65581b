// The services the foundation offers.
import { serviceDocs } from '@/types/api/operations/services';
import { serviceResource } from '@/types/api/services';
import { seedServices } from '../seed/services';
import { byDisplayOrder, defineResource } from './define-resource';

const services = defineResource({
  name: 'services',
  api: serviceResource,
  docs: serviceDocs,
  sort: byDisplayOrder,
  toRecord: ({ image_url: _ignored, ...fields }, image_url) => ({ ...fields, image_url }),
  seed: seedServices,
});

export default services;

declare module './index' {
  interface RegisteredResources {
    services: typeof services;
  }
}
