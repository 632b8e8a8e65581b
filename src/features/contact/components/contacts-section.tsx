// Admin: contact messages as cards (Messages and Contact Forms tabs show the same list).
// Stat cards, status filter, search, view / mark as read / delete.
import { EmailText } from '@/components/ui/email-text';
import { faCheck, faEnvelope, faEnvelopeOpen, faEye, faInbox, faTrash } from '@fortawesome/free-solid-svg-icons';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { AdminSection } from '@/components/resource/admin-section';
import { ListToolbar } from '@/components/resource/list-toolbar';
import { Button } from '@/components/ui/button';
import { useAlert, useConfirm } from '@/components/ui/dialog-provider';
import { EmptyState } from '@/components/ui/empty-state';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { paginate } from '@/components/ui/paginate';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { StatCard } from '@/components/ui/stat-card';
import { useToast } from '@/components/ui/toast';
import type { CsvColumn } from '@/lib/csv-export';
import { formatDate, isoDay } from '@/lib/format-date';
import { truncate } from '@/lib/format';
import type { ContactMessage, ContactStatusValue } from '@/types/api/contact';
import { contactQueries } from '../api/contact-queries';
import { useDeleteContact } from '../api/delete-contact';
import { useMarkContactRead } from '../api/mark-contact-read';
import { ContactDetailsModal } from './contact-details-modal';
import { ContactStatusBadge } from './contact-status-badge';
import './contacts-section.css';

export const CONTACT_TEXTS = {
  deleteConfirm: 'Are you sure you want to delete this message?',
  deleteFailed: 'Failed to delete contact. Please try again.',
} as const;

export const MESSAGE_PREVIEW_LENGTH = 100;
const PAGE_SIZE = 12;

const TITLES = { contacts: 'Messages', 'contact-forms': 'Contact Forms' } as const;
const EXPORT_NAMES = { contacts: 'messages', 'contact-forms': 'contact-forms' } as const;

/**
 * 'Export CSV' writes the card's fields in the card's order, the phone the details show, and the
 * whole message rather than its 100-character preview.
 */
export const CONTACT_CSV_COLUMNS: readonly CsvColumn<ContactMessage>[] = [
  { header: 'Name', value: (c) => c.name },
  { header: 'Date', value: (c) => isoDay(c.created_at) },
  { header: 'Status', value: (c) => c.status },
  { header: 'Email', value: (c) => c.email },
  { header: 'Phone', value: (c) => c.phone },
  { header: 'Subject', value: (c) => c.subject },
  { header: 'Message', value: (c) => c.message },
];

type Filter = 'all' | ContactStatusValue;
const FILTERS: ReadonlyArray<{ value: Filter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'new', label: 'New' },
  { value: 'read', label: 'Read' },
];

/** Case-insensitive match on name, email and subject. */
export function matchesContactSearch(contact: ContactMessage, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return [contact.name, contact.email, contact.subject].some((field) => (field ?? '').toLowerCase().includes(needle));
}

const byNewest = (a: ContactMessage, b: ContactMessage) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

export type ContactsSectionProps = { variant: 'contacts' | 'contact-forms' };

export function ContactsSection({ variant }: ContactsSectionProps) {
  const headingId = useId();
  const title = TITLES[variant] ?? TITLES.contacts;
  const contactsQuery = useQuery(contactQueries.admin());
  const contacts = contactsQuery.data;
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);

  const markRead = useMarkContactRead();
  const remove = useDeleteContact();
  const showAlert = useAlert();
  const askConfirm = useConfirm();
  const toast = useToast();

  const stats = useMemo(() => {
    const list = contacts ?? [];
    let fresh = 0;
    for (const c of list) if (c.status === 'new') fresh += 1;
    return { total: list.length, fresh, read: list.length - fresh };
  }, [contacts]);

  const filtered = useMemo(
    () => (contacts ?? []).filter((c) => (filter === 'all' || c.status === filter) && matchesContactSearch(c, deferredSearch)).sort(byNewest),
    [contacts, filter, deferredSearch],
  );
  const current = paginate(filtered, page, PAGE_SIZE);

  const changeFilter = (next: Filter) => {
    setFilter(next);
    setPage(1);
  };
  const changeSearch = (next: string) => {
    setSearch(next);
    setPage(1);
  };

  const selected = selectedId === null ? null : (contacts?.find((c) => c.id === selectedId) ?? null);

  const handleMarkRead = async (contact: ContactMessage) => {
    try {
      await markRead.mutateAsync(contact.id);
    } catch (error) {
      await showAlert(error instanceof Error ? error.message : 'Failed to update contact form status', { tone: 'error' });
    }
  };

  const handleDelete = async (contact: ContactMessage) => {
    if (!(await askConfirm(CONTACT_TEXTS.deleteConfirm, { tone: 'danger', confirmLabel: 'Delete' }))) return;
    try {
      await remove.mutateAsync(contact.id);
      setSelectedId(null);
      toast.success(`The message from ${contact.name} has been deleted.`);
    } catch {
      await showAlert(CONTACT_TEXTS.deleteFailed, { tone: 'error' });
    }
  };

  const busyId = markRead.isPending ? markRead.variables : remove.isPending ? remove.variables : null;

  // Built before the load settles; QueryState shows it only once the messages are in.
  let list;
  if (filtered.length === 0) {
    list = <EmptyState icon={faInbox} message={contacts?.length ? 'No messages match your filters.' : 'No messages yet.'} />;
  } else {
    list = (
      <>
        <ul className="contacts-list" aria-label={title}>
          {current.items.map((contact) => {
            const busy = busyId === contact.id;
            const nameId = `${headingId}-contact-${contact.id}`;
            return (
              <li key={contact.id}>
                <article className={`contacts-card${contact.status === 'new' ? ' contacts-card--new' : ''}`} aria-labelledby={nameId}>
                  <header className="contacts-card__header">
                    <h3 id={nameId} className="contacts-card__name">
                      {contact.name}
                    </h3>
                    <ContactStatusBadge status={contact.status} />
                  </header>
                  <time className="contacts-card__date" dateTime={contact.created_at}>
                    {formatDate(contact.created_at)}
                  </time>
                  <p className="contacts-card__email">
                    <a href={`mailto:${contact.email}`}>
                      <EmailText email={contact.email} />
                    </a>
                  </p>
                  <p className="contacts-card__subject">
                    <span className="contacts-card__label">Subject: </span>
                    {contact.subject || 'No subject'}
                  </p>
                  <p className="contacts-card__message">{truncate(contact.message, MESSAGE_PREVIEW_LENGTH)}</p>
                  <div className="contacts-card__actions">
                    <Button size="sm" variant="outline" icon={faEye} onClick={() => setSelectedId(contact.id)}>
                      View
                    </Button>
                    {contact.status === 'new' && (
                      <Button
                        size="sm"
                        variant="secondary"
                        icon={faCheck}
                        isLoading={busy && markRead.isPending}
                        disabled={busy}
                        onClick={() => void handleMarkRead(contact)}
                      >
                        Mark as Read
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="danger"
                      icon={faTrash}
                      isLoading={busy && remove.isPending}
                      disabled={busy}
                      onClick={() => void handleDelete(contact)}
                    >
                      Delete
                    </Button>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
        <Pagination page={current.page} pageCount={current.pageCount} onPageChange={setPage} label={`${title} pages`} />
      </>
    );
  }

  return (
    <AdminSection title={title} intro="Messages sent through the contact form.">
      <div className="ui-resource-stats">
        <StatCard label="Total" value={stats.total} icon={faInbox} tone="primary" />
        <StatCard label="New" value={stats.fresh} icon={faEnvelope} tone="warning" />
        <StatCard label="Read" value={stats.read} icon={faEnvelopeOpen} tone="success" />
      </div>

      <ListToolbar
        filter={{ label: 'Filter messages by status', options: FILTERS, value: filter, onChange: changeFilter }}
        search={{ label: 'Search messages', placeholder: 'Search by name, email or subject', value: search, onChange: changeSearch }}
      >
        <ExportCsvButton name={EXPORT_NAMES[variant] ?? EXPORT_NAMES.contacts} columns={CONTACT_CSV_COLUMNS} rows={() => ({ rows: filtered })} />
      </ListToolbar>

      <QueryState query={contactsQuery} loadingLabel="Loading messages...">
        {() => list}
      </QueryState>

      <ContactDetailsModal
        contact={selected}
        onClose={() => setSelectedId(null)}
        onMarkRead={(c) => void handleMarkRead(c)}
        onDelete={(c) => void handleDelete(c)}
        busy={selected !== null && busyId === selected.id}
      />
    </AdminSection>
  );
}
