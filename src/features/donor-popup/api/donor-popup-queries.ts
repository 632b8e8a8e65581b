import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { LatestDonation } from '@/types/api/donations';

export const donorPopupQueries = {
  all: () => ['donations', 'latest'] as const,
  /** GET /api/donations/latest: the recent donors the popup cycles through. */
  latest: () =>
    queryOptions({
      queryKey: donorPopupQueries.all(),
      queryFn: ({ signal }) =>
        request<LatestDonation[]>('/api/donations/latest', { fallbackMessage: 'Failed to fetch donations', signal }),
    }),
};
