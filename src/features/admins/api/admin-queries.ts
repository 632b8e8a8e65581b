import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { AdminUser } from '@/types/api/admins';

export const adminQueries = {
  all: () => ['admins'] as const,
  list: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'list'],
      queryFn: ({ signal }) => request<AdminUser[]>('/api/admin', { auth: true, fallbackMessage: 'Failed to fetch admins', signal }),
    }),
};
