import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventForm, EventPost } from '@/types/api/events';
import { createEvent } from '../utils/events-storage';
import { eventQueries } from './event-queries';

/** Saves a new post in localStorage `events` (no server call; spec document 2, section 7). */
export async function createEventPost(form: EventForm): Promise<EventPost> {
  return createEvent(form);
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEventPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventQueries.all() }),
  });
}
