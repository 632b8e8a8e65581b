import type { VolunteerStatusValue } from '@/types/api/volunteers';

const LABELS: Record<VolunteerStatusValue, string> = { pending: 'Pending', approved: 'Approved' };

export function VolunteerStatusBadge({ status }: { status: VolunteerStatusValue }) {
  return (
    <span className={`badge ${status === 'approved' ? 'badge--success' : 'badge--warning'}`}>
      {LABELS[status] ?? status}
    </span>
  );
}
