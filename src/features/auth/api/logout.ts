import { request } from '@/lib/api-client';

/** POST /api/admin/logout: ends the session of the stored token on the server. */
export function logout(): Promise<unknown> {
  return request<unknown>('/api/admin/logout', { method: 'POST', auth: true, fallbackMessage: 'Logout failed' });
}
