// The Messages and Contact Forms tabs: one section of the contact feature, in each of its two variants.
import { ContactsSection } from '@/features/contact/components/contacts-section';

export const MessagesTab = () => <ContactsSection variant="contacts" />;
export const ContactFormsTab = () => <ContactsSection variant="contact-forms" />;
