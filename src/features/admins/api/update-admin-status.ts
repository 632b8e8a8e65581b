import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { AdminUser } from '@/types/api/admins';
import { adminQueries } from './admin-queries';

/** PATCH /api/admin/{id}/status with { is_active } (the row sends the inverse of its current value). */
export function updateAdminStatus({ id, isActive }: { id: number; isActive: boolean }): Promise<AdminUser> {
  return request<AdminUser>(`/api/admin/${id}/status`, {
    method: 'PATCH',
    body: { is_active: isActive },
    auth: true,
    fallbackMessage: 'Failed to update status',
  });
}

export function useUpdateAdminStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.all() }),
  });
}
