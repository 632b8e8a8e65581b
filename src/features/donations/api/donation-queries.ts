import { resourceClient } from '@/lib/api-resource';
import type { AdminDonation } from '@/types/api/donations';

export const donations = resourceClient<AdminDonation>({ key: 'donations', path: '/api/donations', fetchFailed: 'Failed to fetch donations' });

export const donationQueries = { all: donations.all, admin: donations.adminList };
