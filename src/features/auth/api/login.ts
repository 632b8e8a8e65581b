import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { Login, LoginResponse } from '@/types/api/admins';

/** Spec §8 fallback when the server gives no message. */
export const LOGIN_FALLBACK = 'Login failed';

/** POST /api/admin/login (no token): data.token and data.user. */
export function login(body: Login): Promise<LoginResponse> {
  return request<LoginResponse>('/api/admin/login', { method: 'POST', body, fallbackMessage: LOGIN_FALLBACK });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
