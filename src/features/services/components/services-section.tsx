// Admin: the services. A sortable table (5 per page, by display order) with add, edit, delete,
// toggle active and a preview of the card as the public page shows it.
import { faEye } from '@fortawesome/free-solid-svg-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { descriptionColumn, statusColumn, thumbnailColumn } from '@/components/resource/resource-table';
import { ResourceTableSection, type TableResource } from '@/components/resource/resource-table-section';
import { RowAction } from '@/components/ui/row-action';
import { Dialog } from '@/components/ui/dialog';
import { ClassIcon } from '@/components/ui/class-icon';
import type { Service } from '@/types/api/services';
import { useDeleteService, useToggleService } from '../api/service-mutations';
import { serviceQueries } from '../api/service-queries';
import { ServiceCard } from './service-card';
import { SERVICE_TEXTS, ServiceFormModal } from './service-form-modal';
import './services-section.css';

const SERVICES: TableResource<Service> = {
  title: 'Services Management',
  intro: 'The services shown on the home and services pages. Only active ones are public.',
  texts: SERVICE_TEXTS,
  columns: [
    thumbnailColumn(80),
    {
      key: 'title',
      header: 'Title',
      sortable: true,
      rowHeader: true,
      sortValue: (s) => s.title.toLowerCase(),
      render: (s) => <span className="services-cell__main">{s.title}</span>,
    },
    // Spec: service descriptions are previewed at 80 characters.
    descriptionColumn(80),
    {
      key: 'icon_class',
      header: 'Icon',
      sortable: true,
      render: (s) => (
        <span className="services-icon">
          <ClassIcon iconClass={s.icon_class} className="services-icon__glyph" />
          <code>{s.icon_class}</code>
        </span>
      ),
    },
    { key: 'display_order', header: 'Order', sortable: true, render: (s) => s.display_order },
    statusColumn(),
  ],
  initialSort: { key: 'display_order', direction: 'asc' },
  useList: () => useQuery(serviceQueries.admin()),
  useDelete: useDeleteService,
  useToggle: useToggleService,
  Form: ServiceFormModal,
};

/** The service's card as the public pages show it, with a note when it is hidden from them. */
function ServicePreview({ service, onClose }: { service: Service | null; onClose: () => void }) {
  return (
    <Dialog open={service !== null} onClose={onClose} title="Service Preview" size="sm">
      {service && (
        <div className="services-preview">
          <ServiceCard service={service} lazy={false} />
          {!service.is_active && <p className="services-preview__note">This service is inactive and hidden from the public pages.</p>}
        </div>
      )}
    </Dialog>
  );
}

export function ServicesSection() {
  const [preview, setPreview] = useState<Service | null>(null);
  return (
    <ResourceTableSection
      resource={SERVICES}
      renderView={(service) => <RowAction icon={faEye} label="View" title="Preview" onClick={() => setPreview(service)} />}
    >
      <ServicePreview service={preview} onClose={() => setPreview(null)} />
    </ResourceTableSection>
  );
}
