import { resourceClient } from '@/lib/api-resource';
import { RESOURCE_PATHS } from '@/types/api/plain-values';
import type { Service } from '@/types/api/services';

// The path is the contract's, the one the mock backend serves the resource at.
export const services = resourceClient<Service>({ key: 'services', path: RESOURCE_PATHS.services, fetchFailed: 'Failed to fetch services' });

export const serviceQueries = {
  all: services.all,
  /** Active services for the public pages (GET /api/services). */
  public: services.list,
  /** Every service, for the admin (GET /api/services/admin). */
  admin: services.adminList,
};
