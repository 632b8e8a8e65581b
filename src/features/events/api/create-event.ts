import { useMutation } from '@tanstack/react-query';
import { invalidating } from '@/lib/api-resource';
import type { EventForm } from '@/types/api/events';
import { createEvent } from '../utils/events-storage';
import { eventQueries } from './event-queries';

/** Saves a new post in localStorage `events` (no server call; spec document 2, section 7). */
export function useCreateEvent() {
  return useMutation(invalidating([eventQueries.all()], async (form: EventForm) => createEvent(form)));
}
