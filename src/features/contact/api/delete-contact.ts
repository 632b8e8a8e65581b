import { useMutation } from '@tanstack/react-query';
import { contacts } from './contact-queries';

/** DELETE /api/contact-forms/{id}. */
const deleteContact = contacts.remove({ fallbackMessage: 'Failed to delete contact form' });

export function useDeleteContact() {
  return useMutation(contacts.mutation(deleteContact));
}
