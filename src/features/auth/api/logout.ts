import { apiWrite } from '@/lib/api-resource';

/** POST /api/admin/logout: ends the session of the stored token on the server. */
export const logout = apiWrite<void, unknown>('POST', '/api/admin/logout', { fallbackMessage: 'Logout failed' });
