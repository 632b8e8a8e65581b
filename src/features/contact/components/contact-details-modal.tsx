// One contact message in full, with Mark as Read and Delete.
import { EmailText } from '@/components/ui/email-text';
import { faCheck, faTrash } from '@fortawesome/free-solid-svg-icons';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatDate } from '@/lib/format-date';
import type { ContactMessage } from '@/types/api/contact';
import { ContactStatusBadge } from './contact-status-badge';

export type ContactDetailsModalProps = {
  contact: ContactMessage | null;
  onClose: () => void;
  onMarkRead: (contact: ContactMessage) => void;
  onDelete: (contact: ContactMessage) => void;
  busy?: boolean;
};

export function ContactDetailsModal({ contact, onClose, onMarkRead, onDelete, busy = false }: ContactDetailsModalProps) {
  if (!contact) return null;
  const rows: Array<[string, React.ReactNode]> = [
    ['Name', contact.name],
    [
      'Email',
      <a href={`mailto:${contact.email}`}>
        <EmailText email={contact.email} />
      </a>,
    ],
    ['Phone', contact.phone || '—'],
    ['Subject', contact.subject || 'No subject'],
    ['Date', formatDate(contact.created_at)],
    ['Status', <ContactStatusBadge status={contact.status} />],
  ];
  return (
    <Dialog
      open
      onClose={onClose}
      title="Message Details"
      size="lg"
      footer={
        <>
          {contact.status === 'new' && (
            <Button variant="secondary" icon={faCheck} disabled={busy} onClick={() => onMarkRead(contact)}>
              Mark as Read
            </Button>
          )}
          <Button variant="danger" icon={faTrash} disabled={busy} onClick={() => onDelete(contact)}>
            Delete
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <dl className="contact-details">
        {rows.map(([label, value]) => (
          <div key={label} className="contact-details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="contact-details__heading">Message</h3>
      <p className="contact-details__message">{contact.message}</p>
    </Dialog>
  );
}
