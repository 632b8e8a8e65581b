import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactQueries, contacts } from './contact-queries';

/** PATCH /api/contact-forms/{id}/status with { status: 'read' }. */
const markContactRead = contacts.patch<number>('status', {
  body: () => ({ status: 'read' }),
  fallbackMessage: 'Failed to update contact form status',
});

export function useMarkContactRead() {
  const queryClient = useQueryClient();
  return useMutation({
    ...contacts.mutation(markContactRead),
    // The card turns 'read' at once; the refetch confirms it.
    onSuccess: (_data, id) =>
      queryClient.setQueryData(contactQueries.admin().queryKey, (list) => list?.map((c) => (c.id === id ? { ...c, status: 'read' as const } : c))),
  });
}
