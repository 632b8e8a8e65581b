import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { Service } from '@/types/api/services';
import { serviceBody, type SaveServiceInput } from './create-service';
import { serviceQueries } from './service-queries';

/** PUT /api/services/{id}; without a new image the stored one is kept. */
export async function updateService({ id, ...input }: SaveServiceInput & { id: number }): Promise<Service> {
  return request<Service>(`/api/services/${id}`, {
    method: 'PUT',
    body: await serviceBody(input),
    auth: true,
    fallbackMessage: 'Failed to update service',
  });
}

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceQueries.all() }),
  });
}
