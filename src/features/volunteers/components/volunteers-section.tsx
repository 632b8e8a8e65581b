// Admin: volunteer applications. Stat cards, status filter, search, a paged table, the details
// modal, approve / delete and the application PDF (jspdf loads on the first download only).
import { faCheck, faEye, faFilePdf, faTrash, faUserCheck, faUserClock, faUsers } from '@fortawesome/free-solid-svg-icons';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { AdminSection } from '@/components/resource/admin-section';
import { ListToolbar } from '@/components/resource/list-toolbar';
import { RowAction } from '@/components/ui/row-action';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useAlert, useConfirm } from '@/components/ui/dialog-provider';
import { EmailText } from '@/components/ui/email-text';
import { QueryState } from '@/components/ui/query-state';
import { StatCard } from '@/components/ui/stat-card';
import { useToast } from '@/components/ui/toast';
import type { AdminVolunteer, VolunteerStatusValue } from '@/types/api/volunteers';
import { useApproveVolunteer } from '../api/approve-volunteer';
import { useDeleteVolunteer } from '../api/delete-volunteer';
import { volunteerQueries } from '../api/volunteer-queries';
import { downloadVolunteerPdf, volunteerFullName } from '../utils/volunteer-pdf';
import { VolunteerDetailsModal } from './volunteer-details-modal';
import { VolunteerStatusBadge, volunteerStatusLabel } from './volunteer-status-badge';
import './volunteers-section.css';

export const VOLUNTEER_TEXTS = {
  approveFailed: 'Failed to approve volunteer. Please try again.',
  deleteFailed: 'Failed to delete volunteer. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this volunteer?',
  pdfFailed: 'Failed to create the PDF. Please try again.',
} as const;

type Filter = 'all' | VolunteerStatusValue;
const FILTERS: ReadonlyArray<{ value: Filter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
];

const PAGE_SIZE = 20;

/** Case-insensitive match on first name, last name and email. */
export function matchesVolunteerSearch(volunteer: AdminVolunteer, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return [volunteer.firstName, volunteer.lastName, volunteer.email].some((field) => (field ?? '').toLowerCase().includes(needle));
}

export function VolunteersSection() {
  const volunteersQuery = useQuery(volunteerQueries.admin());
  const volunteers = volunteersQuery.data;
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [pdfBusyId, setPdfBusyId] = useState<number | null>(null);

  const approve = useApproveVolunteer();
  const remove = useDeleteVolunteer();
  const showAlert = useAlert();
  const askConfirm = useConfirm();
  const toast = useToast();

  const stats = useMemo(() => {
    const list = volunteers ?? [];
    let approved = 0;
    for (const v of list) if (v.status === 'approved') approved += 1;
    return { total: list.length, approved, pending: list.length - approved };
  }, [volunteers]);

  const rows = useMemo(
    () => (volunteers ?? []).filter((v) => (filter === 'all' || v.status === filter) && matchesVolunteerSearch(v, deferredSearch)),
    [volunteers, filter, deferredSearch],
  );

  const selected = selectedId === null ? null : (volunteers?.find((v) => v.id === selectedId) ?? null);

  const handleApprove = async (volunteer: AdminVolunteer) => {
    try {
      await approve.mutateAsync(volunteer.id);
      setSelectedId(null);
      toast.success(`${volunteerFullName(volunteer)} has been approved.`);
    } catch {
      await showAlert(VOLUNTEER_TEXTS.approveFailed, { tone: 'error' });
    }
  };

  const handleDelete = async (volunteer: AdminVolunteer) => {
    if (!(await askConfirm(VOLUNTEER_TEXTS.deleteConfirm, { tone: 'danger', confirmLabel: 'Delete' }))) return;
    try {
      await remove.mutateAsync(volunteer.id);
      setSelectedId(null);
      toast.success(`${volunteerFullName(volunteer)} has been deleted.`);
    } catch {
      await showAlert(VOLUNTEER_TEXTS.deleteFailed, { tone: 'error' });
    }
  };

  const handlePdf = async (volunteer: AdminVolunteer) => {
    setPdfBusyId(volunteer.id);
    try {
      await downloadVolunteerPdf(volunteer);
    } catch (error) {
      console.warn('Volunteer PDF failed', error);
      await showAlert(VOLUNTEER_TEXTS.pdfFailed, { tone: 'error' });
    } finally {
      setPdfBusyId(null);
    }
  };

  const busyId = approve.isPending ? approve.variables : remove.isPending ? remove.variables : null;

  const columns: DataTableColumn<AdminVolunteer>[] = [
    {
      key: 'name',
      header: 'Volunteer',
      sortable: true,
      rowHeader: true,
      sortValue: (v) => volunteerFullName(v).toLowerCase(),
      csv: volunteerFullName,
      csvParts: [{ header: 'Occupation', value: (v) => v.occupation }],
      render: (v) => (
        <div className="volunteers-cell">
          <span className="volunteers-cell__main">{volunteerFullName(v)}</span>
          {v.occupation && <span className="volunteers-cell__sub">{v.occupation}</span>}
        </div>
      ),
    },
    {
      key: 'contact',
      header: 'Contact',
      csv: (v) => v.email,
      csvHeader: 'Email',
      csvParts: [{ header: 'Phone', value: (v) => v.phone }],
      render: (v) => (
        <div className="volunteers-cell">
          <span>
            <EmailText email={v.email} />
          </span>
          {v.phone && <span className="volunteers-cell__sub">{v.phone}</span>}
        </div>
      ),
    },
    {
      key: 'skills',
      header: 'Skills & Interests',
      csv: (v) => v.skills,
      csvHeader: 'Skills',
      csvParts: [{ header: 'Interests', value: (v) => v.interests }],
      render: (v) => (
        <div className="volunteers-cell volunteers-cell--wrap">
          <span>{v.skills || '—'}</span>
          {v.interests && <span className="volunteers-cell__sub">Interests: {v.interests}</span>}
        </div>
      ),
    },
    {
      key: 'availability',
      header: 'Availability',
      sortable: true,
      csv: (v) => v.availability,
      csvParts: [{ header: 'Hours per Week', value: (v) => v.hours }],
      render: (v) => (
        <div className="volunteers-cell">
          <span>{v.availability}</span>
          {v.hours !== undefined && <span className="volunteers-cell__sub">{v.hours} hours/week</span>}
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      csv: (v) => volunteerStatusLabel(v.status),
      render: (v) => <VolunteerStatusBadge status={v.status} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      actions: true,
      render: (v) => {
        const busy = busyId === v.id;
        return (
          <div className="volunteers-actions">
            <RowAction icon={faEye} label="View" onClick={() => setSelectedId(v.id)} />
            <RowAction icon={faFilePdf} label="Download PDF" isLoading={pdfBusyId === v.id} onClick={() => void handlePdf(v)} />
            {v.status === 'pending' && (
              <RowAction
                icon={faCheck}
                label="Approve"
                className="volunteers-actions__approve"
                isLoading={busy && approve.isPending}
                disabled={busy}
                onClick={() => void handleApprove(v)}
              />
            )}
            <RowAction
              icon={faTrash}
              label="Delete"
              className="volunteers-actions__delete"
              isLoading={busy && remove.isPending}
              disabled={busy}
              onClick={() => void handleDelete(v)}
            />
          </div>
        );
      },
    },
  ];

  const content = (
    <QueryState query={volunteersQuery} loadingLabel="Loading volunteers...">
      {() => (
        <DataTable
          caption="Volunteer applications"
          columns={columns}
          rows={rows}
          getRowId={(v) => v.id}
          pageSize={PAGE_SIZE}
          pageResetKey={`${filter}|${deferredSearch}`}
          emptyText={volunteers?.length ? 'No volunteers match your filters.' : 'No volunteer applications yet.'}
          paginationLabel="Volunteers pages"
          exportName="volunteers"
        />
      )}
    </QueryState>
  );

  return (
    <AdminSection title="Volunteers" intro="Review applications, approve volunteers and download their applications.">
      <div className="ui-resource-stats">
        <StatCard label="Total Applications" value={stats.total} icon={faUsers} tone="primary" />
        <StatCard label="Approved" value={stats.approved} icon={faUserCheck} tone="success" />
        <StatCard label="Pending" value={stats.pending} icon={faUserClock} tone="warning" />
      </div>

      <ListToolbar
        filter={{ label: 'Filter volunteers by status', options: FILTERS, value: filter, onChange: setFilter }}
        search={{ label: 'Search volunteers', placeholder: 'Search by name or email', value: search, onChange: setSearch }}
      />

      {content}

      <VolunteerDetailsModal
        volunteer={selected}
        onClose={() => setSelectedId(null)}
        onApprove={(v) => void handleApprove(v)}
        onDownloadPdf={(v) => void handlePdf(v)}
        approving={approve.isPending}
        downloading={selected !== null && pdfBusyId === selected.id}
      />
    </AdminSection>
  );
}
