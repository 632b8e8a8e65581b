import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCategory } from '../utils/events-storage';
import { eventQueries } from './event-queries';

/** Removes a category (by id) from localStorage `categories`. */
export async function deleteEventCategory(id: string): Promise<void> {
  deleteCategory(id);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEventCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventQueries.all() }),
  });
}
