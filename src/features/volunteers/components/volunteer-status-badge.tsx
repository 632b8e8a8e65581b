import type { VolunteerStatusValue } from '@/types/api/volunteers';

const LABELS: Record<VolunteerStatusValue, string> = { pending: 'Pending', approved: 'Approved' };

export function volunteerStatusLabel(status: VolunteerStatusValue): string {
  return LABELS[status] ?? status;
}

export function VolunteerStatusBadge({ status }: { status: VolunteerStatusValue }) {
  return <span className={`badge ${status === 'approved' ? 'badge--success' : 'badge--warning'}`}>{volunteerStatusLabel(status)}</span>;
}
