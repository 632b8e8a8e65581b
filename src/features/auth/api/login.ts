import { useMutation } from '@tanstack/react-query';
import { apiWrite } from '@/lib/api-resource';
import type { Login, LoginResponse } from '@/types/api/admins';

/** Spec §8 fallback when the server gives no message. */
export const LOGIN_FALLBACK = 'Login failed';

/** POST /api/admin/login (no token): data.token and data.user. */
const login = apiWrite<Login, LoginResponse>('POST', '/api/admin/login', { auth: false, fallbackMessage: LOGIN_FALLBACK });

/** Signing in changes no record: nothing to refetch. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
