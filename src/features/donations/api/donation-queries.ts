import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { AdminDonation } from '@/types/api/donations';

export const donationQueries = {
  all: () => ['donations'] as const,
  admin: () =>
    queryOptions({
      queryKey: [...donationQueries.all(), 'admin'],
      queryFn: ({ signal }) =>
        request<AdminDonation[]>('/api/donations/admin', { auth: true, fallbackMessage: 'Failed to fetch donations', signal }),
    }),
};
