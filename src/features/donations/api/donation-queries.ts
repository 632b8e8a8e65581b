import { apiResource } from '@/lib/api-resource';
import type { AdminDonation } from '@/types/api/donations';

export const donations = apiResource<AdminDonation>({ key: 'donations', path: '/api/donations', fetchFailed: 'Failed to fetch donations' });

export const donationQueries = { all: donations.all, admin: donations.adminList };
