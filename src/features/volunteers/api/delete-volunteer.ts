import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { volunteerQueries } from './volunteer-queries';

/** DELETE /api/volunteers/{id}. */
export function deleteVolunteer(id: number): Promise<unknown> {
  return request<unknown>(`/api/volunteers/${id}`, {
    method: 'DELETE',
    auth: true,
    fallbackMessage: 'Failed to delete volunteer',
  });
}

export function useDeleteVolunteer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVolunteer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: volunteerQueries.all() }),
  });
}
