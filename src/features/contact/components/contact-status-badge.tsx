import type { ContactStatusValue } from '@/types/api/contact';

/** The badge's whole text is the status itself ('new', 'read'), as QA and the spec expect. */
export function ContactStatusBadge({ status }: { status: ContactStatusValue }) {
  return <span className={`badge ${status === 'new' ? 'badge--warning' : 'badge--success'}`}>{status}</span>;
}
