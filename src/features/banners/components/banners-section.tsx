// Admin: home page banners. A sortable table (5 per page, newest first) with add, edit, delete,
// toggle active and a preview in a new tab.
import { faEye } from '@fortawesome/free-solid-svg-icons';
import { useQuery } from '@tanstack/react-query';
import { useHref } from 'react-router-dom';
import { ResourceSection, useEditor } from '@/components/resource/resource-section';
import { descriptionColumn, ResourceTable, statusColumn, thumbnailColumn } from '@/components/resource/resource-table';
import { Button } from '@/components/ui/button';
import type { DataTableColumn } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import type { Banner } from '@/types/api/banners';
import { bannerQueries } from '../api/banner-queries';
import { useDeleteBanner } from '../api/delete-banner';
import { useToggleBanner } from '../api/toggle-banner';
import { BannerFormModal } from './banner-form-modal';
import './banners-section.css';

const BANNER_TEXTS = {
  empty: 'No banners found. Click "Add Banner" to create one.',
  deleteConfirm: (banner: Banner) => `Do you want to delete "${banner.title}"?`,
  deleted: 'Banner has been deleted successfully.',
  deletedTitle: 'Deleted',
  deleteFailed: 'Failed to delete banner. Please try again.',
  toggleConfirm: (banner: Banner) =>
    `Do you want to ${banner.is_active ? 'deactivate' : 'activate'} "${banner.title}"?`,
  activated: 'Banner activated successfully!',
  deactivated: 'Banner deactivated successfully!',
  toggleFailed: 'Failed to toggle banner status. Please try again.',
} as const;

const PAGE_SIZE = 5;
const DESCRIPTION_PREVIEW = 50;

const COLUMNS: DataTableColumn<Banner>[] = [
  thumbnailColumn(96),
  {
    key: 'title',
    header: 'Heading',
    sortable: true,
    rowHeader: true,
    sortValue: (b) => b.title.toLowerCase(),
    render: (b) => (
      <div className="banners-cell">
        <span className="banners-cell__main">{b.title}</span>
        {b.sub_heading && <span className="banners-cell__sub">{b.sub_heading}</span>}
      </div>
    ),
  },
  descriptionColumn(DESCRIPTION_PREVIEW),
  {
    key: 'text_alignment',
    header: 'Alignment',
    sortable: true,
    render: (b) => <span className="banners-cell__capital">{b.text_alignment}</span>,
  },
  statusColumn(),
  {
    key: 'created_at',
    header: 'Created',
    sortable: true,
    render: (b) => <time dateTime={b.created_at}>{formatDate(b.created_at)}</time>,
  },
];

/** Opens the banner preview route in a new tab (under the app's base path). */
function PreviewButton({ banner }: { banner: Banner }) {
  const href = useHref(paths.bannerPreview.getHref(banner.id));
  return (
    <Button
      variant="ghost"
      size="sm"
      iconOnly
      icon={faEye}
      aria-label="View"
      title="Preview in a new tab"
      onClick={() => window.open(href, '_blank', 'noopener')}
    />
  );
}

export function BannersSection() {
  const bannersQuery = useQuery(bannerQueries.admin());
  const editor = useEditor<Banner>();
  const remove = useDeleteBanner();
  const toggle = useToggleBanner();

  return (
    <ResourceSection
      title="Banner Management"
      intro="The slides of the home page hero. Only active banners are shown."
      addLabel="Add Banner"
      onAdd={editor.add}
    >
      <QueryState query={bannersQuery} loadingLabel="Loading banners...">
        {(banners) => (
          <ResourceTable
            caption="Banners"
            columns={COLUMNS}
            rows={banners}
            pageSize={PAGE_SIZE}
            initialSort={{ key: 'created_at', direction: 'desc' }}
            emptyText={BANNER_TEXTS.empty}
            texts={BANNER_TEXTS}
            remove={remove}
            toggle={toggle}
            onEdit={editor.edit}
            renderView={(banner) => <PreviewButton banner={banner} />}
          />
        )}
      </QueryState>
      <BannerFormModal open={editor.state.open} record={editor.state.open ? editor.state.record : null} onClose={editor.close} />
    </ResourceSection>
  );
}
