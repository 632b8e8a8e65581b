import { apiQuery } from '@/lib/api-resource';
import type { LatestDonation } from '@/types/api/donations';

export const donorPopupQueries = {
  all: () => ['donations', 'latest'] as const,
  /** GET /api/donations/latest: the recent donors the popup cycles through. */
  latest: () => apiQuery<LatestDonation[]>(donorPopupQueries.all(), '/api/donations/latest', { fallbackMessage: 'Failed to fetch donations' }),
};
