import { resourceClient } from '@/lib/api-resource';
import type { ContactMessage } from '@/types/api/contact';

export const contacts = resourceClient<ContactMessage>({ key: 'contacts', path: '/api/contact-forms', fetchFailed: 'Failed to fetch contact forms' });

export const contactQueries = { all: contacts.all, admin: contacts.adminList };
