import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteEvent } from '../utils/events-storage';
import { eventQueries } from './event-queries';

/** Removes a post from localStorage `events`. */
export async function deleteEventPost(id: number): Promise<void> {
  deleteEvent(id);
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEventPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventQueries.all() }),
  });
}
