import { useMutation } from '@tanstack/react-query';
import { invalidating } from '@/lib/api-resource';
import { createCategory } from '../utils/events-storage';
import { eventQueries } from './event-queries';

/** Adds a category to localStorage `categories`; a blank name does nothing and gives null. */
export function useCreateCategory() {
  return useMutation(invalidating([eventQueries.all()], async (name: string) => createCategory(name)));
}
