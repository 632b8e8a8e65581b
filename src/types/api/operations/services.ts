// How the OpenAPI document describes the services routes (mocks/resources/services.ts declares the resource).
import type { ResourceDocs } from './resource';

export const serviceDocs: ResourceDocs = {
  tag: 'Services',
  tagDescription: 'The services the foundation offers, shown on the home and services pages.',
  schemaName: 'Service',
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
};
