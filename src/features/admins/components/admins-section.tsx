// Admin: admin accounts. A table (crown icon for the admin role), create-admin and
// change-password modals, an active toggle that sends the inverse, delete after confirmation.
// Only the admin role may change accounts: anyone else sees the list with those controls disabled
// and the reason beside them.
import { faCrown, faKey, faToggleOff, faToggleOn, faTrash, faUserPlus } from '@fortawesome/free-solid-svg-icons';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { AdminSection } from '@/components/resource/admin-section';
import { AdminOnlyNote } from '@/components/ui/admin-only';
import { Button } from '@/components/ui/button';
import { RowAction } from '@/components/ui/row-action';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useAlert, useConfirm } from '@/components/ui/dialog-provider';
import { EmailText } from '@/components/ui/email-text';
import { Icon } from '@/components/ui/icon';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format-date';
import type { AdminUser } from '@/types/api/admins';
import { adminQueries } from '../api/admin-queries';
import type { SessionRenewed } from '../api/change-password';
import { useDeleteAdmin } from '../api/delete-admin';
import { adminErrorMessage } from '../api/error-message';
import { useUpdateAdminStatus } from '../api/update-admin-status';
import { ADMIN_TEXTS } from './admin-texts';
import { ChangePasswordModal } from './change-password-modal';
import { CreateAdminModal } from './create-admin-modal';
import './admins-section.css';

export { ADMIN_TEXTS };

type AdminsSectionProps = {
  /** The signed-in user has the admin role. */
  canManage: boolean;
  /** Stores the signed-in admin's new session after they changed their own password. */
  onSessionRenewed: SessionRenewed;
};

export function AdminsSection({ canManage, onSessionRenewed }: AdminsSectionProps) {
  const noteId = useId();
  // Disabled controls point at the visible reason.
  const locked = useMemo(() => (canManage ? {} : { disabled: true, 'aria-describedby': noteId }), [canManage, noteId]);
  const adminsQuery = useQuery(adminQueries.list());
  const [createOpen, setCreateOpen] = useState(false);
  const [passwordFor, setPasswordFor] = useState<AdminUser | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const statusMutation = useUpdateAdminStatus();
  const deleteMutation = useDeleteAdmin();
  const showAlert = useAlert();
  const askConfirm = useConfirm();

  const columns = useMemo<DataTableColumn<AdminUser>[]>(() => {
    const toggleStatus = async (admin: AdminUser) => {
      const next = !admin.is_active;
      setBusyId(admin.id);
      try {
        await statusMutation.mutateAsync({ id: admin.id, isActive: next });
        void showAlert(next ? ADMIN_TEXTS.activated : ADMIN_TEXTS.deactivated, { tone: 'success' });
      } catch (error) {
        void showAlert(adminErrorMessage(error, ADMIN_TEXTS.statusFailed), { tone: 'error' });
      } finally {
        setBusyId(null);
      }
    };

    const remove = async (admin: AdminUser) => {
      if (!(await askConfirm(ADMIN_TEXTS.deleteConfirm(admin.username), { tone: 'danger', confirmLabel: 'Delete', title: 'Delete Admin' }))) {
        return;
      }
      setBusyId(admin.id);
      try {
        await deleteMutation.mutateAsync(admin.id);
        void showAlert(ADMIN_TEXTS.deleted, { tone: 'success' });
      } catch (error) {
        void showAlert(adminErrorMessage(error, ADMIN_TEXTS.deleteFailed), { tone: 'error' });
      } finally {
        setBusyId(null);
      }
    };

    return [
      {
        key: 'username',
        header: 'Username',
        sortable: true,
        rowHeader: true,
        sortValue: (a) => a.username.toLowerCase(),
        render: (a) => (
          <span className="admins-name">
            {a.role === 'admin' && <Icon name={faCrown} label="Administrator" className="admins-name__crown" />}
            {a.username}
          </span>
        ),
      },
      {
        key: 'email',
        header: 'Email',
        sortable: true,
        render: (a) => (
          <span className="admins-email">
            <EmailText email={a.email} />
          </span>
        ),
      },
      {
        key: 'role',
        header: 'Role',
        sortable: true,
        render: (a) => <span className={`admins-role admins-role--${a.role}`}>{a.role}</span>,
      },
      {
        key: 'is_active',
        header: 'Status',
        sortable: true,
        render: (a) => (
          <span className={a.is_active ? 'admins-status admins-status--active' : 'admins-status admins-status--inactive'}>
            {a.is_active ? 'Active' : 'Inactive'}
          </span>
        ),
      },
      { key: 'created_at', header: 'Created', sortable: true, render: (a) => formatDate(a.created_at) },
      {
        key: 'actions',
        header: 'Actions',
        actions: true,
        render: (a) => (
          <div className="admins-actions">
            <RowAction variant="outline" icon={faKey} label="Change Password" onClick={() => setPasswordFor(a)} {...locked} />
            <RowAction
              variant="outline"
              icon={a.is_active ? faToggleOn : faToggleOff}
              label="Toggle status"
              aria-pressed={a.is_active}
              title={a.is_active ? 'Deactivate' : 'Activate'}
              className={a.is_active ? 'admins-toggle is-on' : 'admins-toggle'}
              disabled={busyId === a.id}
              onClick={() => void toggleStatus(a)}
              {...locked}
            />
            <RowAction variant="danger" icon={faTrash} label="Delete" disabled={busyId === a.id} onClick={() => void remove(a)} {...locked} />
          </div>
        ),
      },
    ];
  }, [showAlert, askConfirm, statusMutation, deleteMutation, busyId, locked]);

  const content = (
    <QueryState
      query={adminsQuery}
      loadingLabel="Loading admins..."
      retryLabel="Try Again"
      errorMessage={() => <span role="alert">{ADMIN_TEXTS.loadFailed}</span>}
    >
      {(admins) => (
        <DataTable
          caption="Admin accounts"
          columns={columns}
          rows={admins}
          getRowId={(a) => a.id}
          initialSort={{ key: 'created_at', direction: 'asc' }}
          emptyText="No admin accounts found."
        />
      )}
    </QueryState>
  );

  return (
    <AdminSection
      title="Admin Management"
      intro="Create admin accounts, change passwords and activate or deactivate access."
      note={!canManage && <AdminOnlyNote id={noteId} className="admins-section__note" />}
      action={
        <Button icon={faUserPlus} onClick={() => setCreateOpen(true)} {...locked}>
          Create Admin
        </Button>
      }
    >
      {content}

      <CreateAdminModal
        open={createOpen}
        onClose={() => setCreateOpen(false)}
        onCreated={() => {
          setCreateOpen(false);
          void showAlert(ADMIN_TEXTS.created, { tone: 'success' });
        }}
      />
      <ChangePasswordModal
        admin={passwordFor}
        onClose={() => setPasswordFor(null)}
        onChanged={() => {
          setPasswordFor(null);
          void showAlert(ADMIN_TEXTS.passwordUpdated, { tone: 'success' });
        }}
        onSessionRenewed={onSessionRenewed}
      />
    </AdminSection>
  );
}
