// Admin: the services. A sortable table (5 per page, by display order) with add, edit, delete,
// toggle active and a preview of the card as the public page shows it.
import { faEye, faPenToSquare, faPlus, faToggleOff, faToggleOn, faTrash } from '@fortawesome/free-solid-svg-icons';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { useAlert, useConfirm } from '@/components/ui/dialog-provider';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { iconFromClass } from '@/components/ui/icon-registry';
import { Spinner } from '@/components/ui/spinner';
import { truncate } from '@/lib/format';
import { safeImageSrc } from '@/lib/safe-href';
import type { Service } from '@/types/api/services';
import { useDeleteService } from '../api/delete-service';
import { serviceQueries } from '../api/service-queries';
import { useToggleService } from '../api/toggle-service';
import { ServiceCard } from './service-card';
import { SERVICE_FORM_TEXTS, ServiceFormModal } from './service-form-modal';
import './services-section.css';

export const SERVICE_TEXTS = {
  empty: 'No services found. Click "Add Service" to create one.',
  deleteConfirm: (title: string) => `Do you want to delete "${title}"?`,
  deleted: 'Service has been deleted successfully.',
  deleteFailed: 'Failed to delete service. Please try again.',
  toggleConfirm: (service: Service) =>
    `Do you want to ${service.is_active ? 'deactivate' : 'activate'} "${service.title}"?`,
  activated: 'Service activated successfully!',
  deactivated: 'Service deactivated successfully!',
  toggleFailed: 'Failed to toggle service status. Please try again.',
  ...SERVICE_FORM_TEXTS,
} as const;

export const SERVICES_PAGE_SIZE = 5;
export const SERVICE_DESCRIPTION_PREVIEW = 80;

type FormState = { open: false } | { open: true; service: Service | null };

export function ServicesSection() {
  const headingId = useId();
  const servicesQuery = useQuery(serviceQueries.admin());
  const [form, setForm] = useState<FormState>({ open: false });
  const [previewId, setPreviewId] = useState<number | null>(null);
  const remove = useDeleteService();
  const toggle = useToggleService();
  const showAlert = useAlert();
  const askConfirm = useConfirm();

  const preview = previewId === null ? null : (servicesQuery.data?.find((s) => s.id === previewId) ?? null);

  const handleDelete = async (service: Service) => {
    if (!(await askConfirm(SERVICE_TEXTS.deleteConfirm(service.title), { tone: 'danger', confirmLabel: 'Delete' }))) return;
    try {
      await remove.mutateAsync(service.id);
      await showAlert(SERVICE_TEXTS.deleted, { tone: 'success', title: 'Deleted' });
    } catch (error) {
      console.warn('Failed to delete service', error);
      await showAlert(SERVICE_TEXTS.deleteFailed, { tone: 'error' });
    }
  };

  const handleToggle = async (service: Service) => {
    const activate = !service.is_active;
    if (!(await askConfirm(SERVICE_TEXTS.toggleConfirm(service), { confirmLabel: activate ? 'Activate' : 'Deactivate' }))) return;
    try {
      const updated = await toggle.mutateAsync(service.id);
      const nowActive = typeof updated?.is_active === 'boolean' ? updated.is_active : activate;
      await showAlert(nowActive ? SERVICE_TEXTS.activated : SERVICE_TEXTS.deactivated, { tone: 'success' });
    } catch (error) {
      console.warn('Failed to toggle service status', error);
      await showAlert(SERVICE_TEXTS.toggleFailed, { tone: 'error' });
    }
  };

  const busyId = remove.isPending ? remove.variables : toggle.isPending ? toggle.variables : null;

  const columns: DataTableColumn<Service>[] = [
    {
      key: 'image',
      header: 'Image',
      render: (s) => {
        const src = safeImageSrc(s.image_url);
        return src ? (
          <img className="services-thumb" src={src} alt="" width={80} height={54} loading="lazy" />
        ) : (
          <span className="services-thumb" aria-hidden="true" />
        );
      },
    },
    {
      key: 'title',
      header: 'Title',
      sortable: true,
      rowHeader: true,
      sortValue: (s) => s.title.toLowerCase(),
      render: (s) => <span className="services-cell__main">{s.title}</span>,
    },
    {
      key: 'description',
      header: 'Description',
      render: (s) => <span className="services-cell__text">{truncate(s.description, SERVICE_DESCRIPTION_PREVIEW)}</span>,
    },
    {
      key: 'icon_class',
      header: 'Icon',
      sortable: true,
      render: (s) => (
        <span className="services-icon">
          <Icon name={iconFromClass(s.icon_class)} className="services-icon__glyph" />
          <code>{s.icon_class}</code>
        </span>
      ),
    },
    {
      key: 'display_order',
      header: 'Order',
      sortable: true,
      render: (s) => s.display_order,
    },
    {
      key: 'is_active',
      header: 'Status',
      sortable: true,
      render: (s) => (
        <span className={`badge ${s.is_active ? 'badge--success' : 'badge--danger'}`}>{s.is_active ? 'Active' : 'Inactive'}</span>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      actions: true,
      render: (s) => {
        const busy = busyId === s.id;
        return (
          <div className="services-actions">
            <Button variant="ghost" size="sm" iconOnly icon={faEye} aria-label="View" title="Preview" onClick={() => setPreviewId(s.id)} />
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              icon={faPenToSquare}
              aria-label="Edit"
              title="Edit"
              disabled={busy}
              onClick={() => setForm({ open: true, service: s })}
            />
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              icon={s.is_active ? faToggleOn : faToggleOff}
              aria-label="Toggle status"
              title={s.is_active ? 'Deactivate' : 'Activate'}
              className={s.is_active ? 'services-actions__on' : 'services-actions__off'}
              isLoading={busy && toggle.isPending}
              disabled={busy}
              onClick={() => void handleToggle(s)}
            />
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              icon={faTrash}
              aria-label="Delete"
              title="Delete"
              className="services-actions__delete"
              isLoading={busy && remove.isPending}
              disabled={busy}
              onClick={() => void handleDelete(s)}
            />
          </div>
        );
      },
    },
  ];

  let content;
  if (servicesQuery.isPending) {
    content = <Spinner block label="Loading services..." showLabel />;
  } else if (servicesQuery.isError) {
    content = (
      <EmptyState
        message={servicesQuery.error.message}
        action={
          <Button variant="outline" onClick={() => void servicesQuery.refetch()}>
            Try again
          </Button>
        }
      />
    );
  } else {
    content = (
      <DataTable
        caption="Services"
        columns={columns}
        rows={servicesQuery.data}
        getRowId={(s) => s.id}
        pageSize={SERVICES_PAGE_SIZE}
        initialSort={{ key: 'display_order', direction: 'asc' }}
        emptyText={SERVICE_TEXTS.empty}
        paginationLabel="Services pages"
      />
    );
  }

  return (
    <section className="services-section" aria-labelledby={headingId}>
      <header className="services-section__header">
        <div>
          <h2 id={headingId}>Services Management</h2>
          <p className="services-section__intro">The services shown on the home and services pages. Only active ones are public.</p>
        </div>
        <Button icon={faPlus} onClick={() => setForm({ open: true, service: null })}>
          Add Service
        </Button>
      </header>

      {content}

      <ServiceFormModal
        open={form.open}
        service={form.open ? form.service : null}
        onClose={() => setForm({ open: false })}
        onSaved={(result) =>
          void showAlert(result === 'added' ? SERVICE_TEXTS.added : SERVICE_TEXTS.updated, { tone: 'success' })
        }
      />

      <Dialog open={preview !== null} onClose={() => setPreviewId(null)} title="Service Preview" size="sm">
        {preview && (
          <div className="services-preview">
            <ServiceCard service={preview} lazy={false} />
            {!preview.is_active && <p className="services-preview__note">This service is inactive and hidden from the public pages.</p>}
          </div>
        )}
      </Dialog>
    </section>
  );
}
