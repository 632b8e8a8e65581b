import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { serviceQueries } from './service-queries';

/** DELETE /api/services/{id}. */
export function deleteService(id: number): Promise<unknown> {
  return request<unknown>(`/api/services/${id}`, { method: 'DELETE', auth: true, fallbackMessage: 'Failed to delete service' });
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceQueries.all() }),
  });
}
