import { useMutation } from '@tanstack/react-query';
import { volunteers } from './volunteer-queries';

/** DELETE /api/volunteers/{id}. */
const deleteVolunteer = volunteers.remove({ fallbackMessage: 'Failed to delete volunteer' });

export function useDeleteVolunteer() {
  return useMutation(volunteers.mutation(deleteVolunteer));
}
