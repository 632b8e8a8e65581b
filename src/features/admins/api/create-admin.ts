import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { AdminUser, CreateAdmin } from '@/types/api/admins';
import { adminQueries } from './admin-queries';

/** POST /api/admin: username, email, password, role. */
export function createAdmin(body: CreateAdmin): Promise<AdminUser> {
  return request<AdminUser>('/api/admin', { method: 'POST', body, auth: true, fallbackMessage: 'Failed to create admin' });
}

export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdmin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.all() }),
  });
}
