import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { Service } from '@/types/api/services';
import { serviceQueries } from './service-queries';

/** PATCH /api/services/{id}/toggle: flips is_active and returns the service. */
export function toggleService(id: number): Promise<Service> {
  return request<Service>(`/api/services/${id}/toggle`, {
    method: 'PATCH',
    auth: true,
    fallbackMessage: 'Failed to toggle service status',
  });
}

export function useToggleService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleService,
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceQueries.all() }),
  });
}
