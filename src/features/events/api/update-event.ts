import { useMutation } from '@tanstack/react-query';
import { invalidating } from '@/lib/api-resource';
import type { EventForm } from '@/types/api/events';
import { updateEvent } from '../utils/events-storage';
import { eventQueries } from './event-queries';

export type UpdateEventInput = { id: number; values: EventForm };

/** Replaces a stored post's fields and sets updatedAt; throws EventNotFoundError for an unknown id. */
export function useUpdateEvent() {
  return useMutation(invalidating([eventQueries.all()], async ({ id, values }: UpdateEventInput) => updateEvent(id, values)));
}
