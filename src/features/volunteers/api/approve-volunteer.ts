import { useMutation } from '@tanstack/react-query';
import { volunteers } from './volunteer-queries';

/** PATCH /api/volunteers/{id}/status with { status: 'approved' }. */
const approveVolunteer = volunteers.patch<number>('status', {
  body: () => ({ status: 'approved' }),
  fallbackMessage: 'Failed to update volunteer status',
});

export function useApproveVolunteer() {
  return useMutation(volunteers.mutation(approveVolunteer));
}
