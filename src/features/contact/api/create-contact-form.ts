import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@/types/api/contact';
import { contacts } from './contact-queries';

/** POST /api/contact-forms with name, email, phone, subject and message (a visitor's form: no token). */
const createContactForm = contacts.create<ContactInput>({ auth: false, fallbackMessage: 'Failed to submit contact form' });

export function useCreateContactForm() {
  return useMutation(contacts.mutation(createContactForm));
}
