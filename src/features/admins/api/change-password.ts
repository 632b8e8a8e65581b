import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { adminQueries } from './admin-queries';

/** PATCH /api/admin/{id}/password with { newPassword }. */
export function changePassword({ id, newPassword }: { id: number; newPassword: string }): Promise<unknown> {
  return request<unknown>(`/api/admin/${id}/password`, {
    method: 'PATCH',
    body: { newPassword },
    auth: true,
    fallbackMessage: 'Failed to update password',
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.all() }),
  });
}
