import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { Service } from '@/types/api/services';

const FETCH_FAILED = 'Failed to fetch services';

export const serviceQueries = {
  all: () => ['services'] as const,
  /** Active services for the public pages (GET /api/services). */
  public: () =>
    queryOptions({
      queryKey: [...serviceQueries.all(), 'public'],
      queryFn: ({ signal }) => request<Service[]>('/api/services', { fallbackMessage: FETCH_FAILED, signal }),
    }),
  /** Every service, for the admin (GET /api/services/admin). */
  admin: () =>
    queryOptions({
      queryKey: [...serviceQueries.all(), 'admin'],
      queryFn: ({ signal }) =>
        request<Service[]>('/api/services/admin', { auth: true, fallbackMessage: FETCH_FAILED, signal }),
    }),
};
