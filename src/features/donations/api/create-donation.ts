import { useMutation } from '@tanstack/react-query';
import type { DonationInput, StoredDonation } from '@/types/api/donations';
import { donations } from './donation-queries';

/** POST /api/donations (no token). The body is built by toDonationBody: never a full card number or a CVV. */
const createDonation = donations.create<DonationInput, StoredDonation>({ auth: false, fallbackMessage: 'Failed to create donation' });

export function useCreateDonation() {
  return useMutation(donations.mutation(createDonation));
}
