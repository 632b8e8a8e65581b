import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { Volunteer, VolunteerInput } from '@/types/api/volunteers';
import { volunteerQueries } from './volunteer-queries';

/** POST /api/volunteers with the application fields. */
export function createVolunteer(body: VolunteerInput): Promise<Volunteer> {
  return request<Volunteer>('/api/volunteers', {
    method: 'POST',
    body,
    fallbackMessage: 'Failed to submit volunteer application',
  });
}

export function useCreateVolunteer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVolunteer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: volunteerQueries.all() }),
  });
}
