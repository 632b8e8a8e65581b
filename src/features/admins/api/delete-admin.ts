import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { adminQueries } from './admin-queries';

/** DELETE /api/admin/{id}. */
export function deleteAdmin(id: number): Promise<unknown> {
  return request<unknown>(`/api/admin/${id}`, { method: 'DELETE', auth: true, fallbackMessage: 'Failed to delete admin' });
}

export function useDeleteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdmin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.all() }),
  });
}
