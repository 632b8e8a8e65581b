import { useMutation } from '@tanstack/react-query';
import { invalidating } from '@/lib/api-resource';
import { deleteEvent } from '../utils/events-storage';
import { eventQueries } from './event-queries';

/** Removes a post from localStorage `events`. */
export function useDeleteEvent() {
  return useMutation(invalidating([eventQueries.all()], async (id: number) => deleteEvent(id)));
}
