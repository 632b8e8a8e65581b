import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { AdminVolunteer } from '@/types/api/volunteers';
import { volunteerQueries } from './volunteer-queries';

/** PATCH /api/volunteers/{id}/status with { status: 'approved' }. */
export function approveVolunteer(id: number): Promise<AdminVolunteer> {
  return request<AdminVolunteer>(`/api/volunteers/${id}/status`, {
    method: 'PATCH',
    body: { status: 'approved' },
    auth: true,
    fallbackMessage: 'Failed to update volunteer status',
  });
}

export function useApproveVolunteer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveVolunteer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: volunteerQueries.all() }),
  });
}
