import { useMutation } from '@tanstack/react-query';
import type { Volunteer, VolunteerInput } from '@/types/api/volunteers';
import { volunteers } from './volunteer-queries';

/** POST /api/volunteers with the application fields (a visitor's form: no token). */
const createVolunteer = volunteers.create<VolunteerInput, Volunteer>({ auth: false, fallbackMessage: 'Failed to submit volunteer application' });

export function useCreateVolunteer() {
  return useMutation(volunteers.mutation(createVolunteer));
}
