import { resourceClient } from '@/lib/api-resource';
import type { DonationReport } from '@/types/api/donation-report';
import type { AdminDonation } from '@/types/api/donations';

export const donations = resourceClient<AdminDonation>({ key: 'donations', path: '/api/donations', fetchFailed: 'Failed to fetch donations' });

export const donationQueries = {
  all: donations.all,
  admin: donations.adminList,
  /** The dashboard's reports; under the donations key, so a deleted donation refetches them. */
  report: () => donations.read<DonationReport>(['report'], '/api/donations/report', true),
};
