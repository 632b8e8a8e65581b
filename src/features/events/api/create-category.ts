import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@/types/api/events';
import { createCategory } from '../utils/events-storage';
import { eventQueries } from './event-queries';

/** Adds a category to localStorage `categories`; a blank name does nothing and gives null. */
export async function createEventCategory(name: string): Promise<Category | null> {
  return createCategory(name);
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEventCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventQueries.all() }),
  });
}
