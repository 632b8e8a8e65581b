// Services: mocks/handlers/services.ts.
import { serviceResource } from '../services';
import { resourceOperations } from './resource';

export const serviceOperations = resourceOperations(serviceResource, {
  tag: 'Services',
  names: { one: 'service', many: 'services' },
  examples: {
    fields: { title: 'Orphan Care', description: 'Monthly support for orphans.', icon_class: 'fa-heart', display_order: 7 },
    invalid: { title: '', description: '', icon_class: '<b>', display_order: -1 },
    imageUrl: '/images/services/service-1.jpg',
  },
  routes: {
    list: { description: 'By display_order, then id.' },
    listAll: { description: 'Inactive ones too, by display_order, then id.' },
  },
});
