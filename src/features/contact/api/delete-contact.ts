import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { contactQueries } from './contact-queries';

/** DELETE /api/contact-forms/{id}. */
export function deleteContact(id: number): Promise<unknown> {
  return request<unknown>(`/api/contact-forms/${id}`, {
    method: 'DELETE',
    auth: true,
    fallbackMessage: 'Failed to delete contact form',
  });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactQueries.all() }),
  });
}
