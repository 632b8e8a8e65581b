import { resourceClient } from '@/lib/api-resource';
import type { AdminUser } from '@/types/api/admins';

export const admins = resourceClient<AdminUser>({ key: 'admins', path: '/api/admin', fetchFailed: 'Failed to fetch admins' });

/** GET /api/admin (with token) is the admin list. */
export const adminQueries = { all: admins.all, list: () => admins.read<AdminUser[]>(['list'], '/api/admin', true) };
