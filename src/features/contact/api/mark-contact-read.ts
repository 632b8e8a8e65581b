import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { ContactMessage } from '@/types/api/contact';
import { contactQueries } from './contact-queries';

/** PATCH /api/contact-forms/{id}/status with { status: 'read' }. */
export function markContactRead(id: number): Promise<ContactMessage> {
  return request<ContactMessage>(`/api/contact-forms/${id}/status`, {
    method: 'PATCH',
    body: { status: 'read' },
    auth: true,
    fallbackMessage: 'Failed to update contact form status',
  });
}

export function useMarkContactRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markContactRead,
    // The card turns 'read' at once; the refetch confirms it.
    onSuccess: (_data, id) =>
      queryClient.setQueryData(contactQueries.admin().queryKey, (list) =>
        list?.map((c) => (c.id === id ? { ...c, status: 'read' as const } : c)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactQueries.all() }),
  });
}
