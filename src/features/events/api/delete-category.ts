import { useMutation } from '@tanstack/react-query';
import { invalidating } from '@/lib/api-resource';
import { deleteCategory } from '../utils/events-storage';
import { eventQueries } from './event-queries';

/** Removes a category (by id) from localStorage `categories`. */
export function useDeleteCategory() {
  return useMutation(invalidating([eventQueries.all()], async (id: string) => deleteCategory(id)));
}
