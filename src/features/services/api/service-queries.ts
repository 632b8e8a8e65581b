import { apiResource } from '@/lib/api-resource';
import type { Service } from '@/types/api/services';

export const services = apiResource<Service>({ key: 'services', path: '/api/services', fetchFailed: 'Failed to fetch services' });

export const serviceQueries = {
  all: services.all,
  /** Active services for the public pages (GET /api/services). */
  public: services.list,
  /** Every service, for the admin (GET /api/services/admin). */
  admin: services.adminList,
};
