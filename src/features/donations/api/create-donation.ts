import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { DonationInput } from '@/types/api/donations';
import { donationQueries } from './donation-queries';

/** POST /api/donations. The body is built by toDonationBody: never a full card number or a CVV. */
export function createDonation(body: DonationInput): Promise<unknown> {
  return request<unknown>('/api/donations', { method: 'POST', body, fallbackMessage: 'Failed to create donation' });
}

export function useCreateDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDonation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: donationQueries.all() }),
  });
}
