import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventForm, EventPost } from '@/types/api/events';
import { updateEvent } from '../utils/events-storage';
import { eventQueries } from './event-queries';

export type UpdateEventInput = { id: number; values: EventForm };

/** Replaces a stored post's fields and sets updatedAt; throws EventNotFoundError for an unknown id. */
export async function updateEventPost({ id, values }: UpdateEventInput): Promise<EventPost> {
  return updateEvent(id, values);
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEventPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventQueries.all() }),
  });
}
