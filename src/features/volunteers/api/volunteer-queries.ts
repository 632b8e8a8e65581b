import { resourceClient } from '@/lib/api-resource';
import type { AdminVolunteer } from '@/types/api/volunteers';

export const volunteers = resourceClient<AdminVolunteer>({ key: 'volunteers', path: '/api/volunteers', fetchFailed: 'Failed to fetch volunteers' });

export const volunteerQueries = { all: volunteers.all, admin: volunteers.adminList };
