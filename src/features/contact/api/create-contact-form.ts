import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { ContactInput, ContactMessage } from '@/types/api/contact';
import { contactQueries } from './contact-queries';

/** POST /api/contact-forms with name, email, phone, subject and message. */
export function createContactForm(body: ContactInput): Promise<ContactMessage> {
  return request<ContactMessage>('/api/contact-forms', { method: 'POST', body, fallbackMessage: 'Failed to submit contact form' });
}

export function useCreateContactForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContactForm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactQueries.all() }),
  });
}
