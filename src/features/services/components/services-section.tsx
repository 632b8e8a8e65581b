// Admin: the services. A sortable table (5 per page, by display order) with add, edit, delete,
// toggle active and a preview of the card as the public page shows it.
import { faEye } from '@fortawesome/free-solid-svg-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ResourceSection, useEditor } from '@/components/resource/resource-section';
import { descriptionColumn, ResourceTable, statusColumn, thumbnailColumn } from '@/components/resource/resource-table';
import { Button } from '@/components/ui/button';
import type { DataTableColumn } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { iconFromClass } from '@/components/ui/icon-registry';
import { QueryState } from '@/components/ui/query-state';
import type { Service } from '@/types/api/services';
import { useDeleteService } from '../api/delete-service';
import { serviceQueries } from '../api/service-queries';
import { useToggleService } from '../api/toggle-service';
import { ServiceCard } from './service-card';
import { ServiceFormModal } from './service-form-modal';
import './services-section.css';

const SERVICE_TEXTS = {
  empty: 'No services found. Click "Add Service" to create one.',
  deleteConfirm: (service: Service) => `Do you want to delete "${service.title}"?`,
  deleted: 'Service has been deleted successfully.',
  deletedTitle: 'Deleted',
  deleteFailed: 'Failed to delete service. Please try again.',
  toggleConfirm: (service: Service) =>
    `Do you want to ${service.is_active ? 'deactivate' : 'activate'} "${service.title}"?`,
  activated: 'Service activated successfully!',
  deactivated: 'Service deactivated successfully!',
  toggleFailed: 'Failed to toggle service status. Please try again.',
} as const;

const PAGE_SIZE = 5;
const DESCRIPTION_PREVIEW = 80;

const COLUMNS: DataTableColumn<Service>[] = [
  thumbnailColumn(80),
  {
    key: 'title',
    header: 'Title',
    sortable: true,
    rowHeader: true,
    sortValue: (s) => s.title.toLowerCase(),
    render: (s) => <span className="services-cell__main">{s.title}</span>,
  },
  descriptionColumn(DESCRIPTION_PREVIEW),
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
  { key: 'display_order', header: 'Order', sortable: true, render: (s) => s.display_order },
  statusColumn(),
];

export function ServicesSection() {
  const servicesQuery = useQuery(serviceQueries.admin());
  const editor = useEditor<Service>();
  const [previewId, setPreviewId] = useState<number | null>(null);
  const remove = useDeleteService();
  const toggle = useToggleService();

  const preview = previewId === null ? null : (servicesQuery.data?.find((s) => s.id === previewId) ?? null);

  return (
    <ResourceSection
      title="Services Management"
      intro="The services shown on the home and services pages. Only active ones are public."
      addLabel="Add Service"
      onAdd={editor.add}
    >
      <QueryState query={servicesQuery} loadingLabel="Loading services...">
        {(services) => (
          <ResourceTable
            caption="Services"
            columns={COLUMNS}
            rows={services}
            pageSize={PAGE_SIZE}
            initialSort={{ key: 'display_order', direction: 'asc' }}
            emptyText={SERVICE_TEXTS.empty}
            texts={SERVICE_TEXTS}
            remove={remove}
            toggle={toggle}
            onEdit={editor.edit}
            renderView={(service) => (
              <Button variant="ghost" size="sm" iconOnly icon={faEye} aria-label="View" title="Preview" onClick={() => setPreviewId(service.id)} />
            )}
          />
        )}
      </QueryState>
      <ServiceFormModal open={editor.state.open} record={editor.state.open ? editor.state.record : null} onClose={editor.close} />
      <Dialog open={preview !== null} onClose={() => setPreviewId(null)} title="Service Preview" size="sm">
        {preview && (
          <div className="services-preview">
            <ServiceCard service={preview} lazy={false} />
            {!preview.is_active && <p className="services-preview__note">This service is inactive and hidden from the public pages.</p>}
          </div>
        )}
      </Dialog>
    </ResourceSection>
  );
}
