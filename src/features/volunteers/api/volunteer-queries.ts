import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { AdminVolunteer } from '@/types/api/volunteers';

export const volunteerQueries = {
  all: () => ['volunteers'] as const,
  admin: () =>
    queryOptions({
      queryKey: [...volunteerQueries.all(), 'admin'],
      queryFn: ({ signal }) =>
        request<AdminVolunteer[]>('/api/volunteers/admin', {
          auth: true,
          fallbackMessage: 'Failed to fetch volunteers',
          signal,
        }),
    }),
};
