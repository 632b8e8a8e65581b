// Admin: home page banners. A sortable table (5 per page, newest first) with add, edit, delete,
// toggle active and a preview in a new tab.
import { faEye } from '@fortawesome/free-solid-svg-icons';
import { useQuery } from '@tanstack/react-query';
import { useHref } from 'react-router-dom';
import { descriptionColumn, statusColumn, thumbnailColumn } from '@/components/resource/resource-table';
import { ResourceTableSection, type TableResource } from '@/components/resource/resource-table-section';
import { RowAction } from '@/components/ui/row-action';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import type { Banner } from '@/types/api/banners';
import { bannerQueries } from '../api/banner-queries';
import { useDeleteBanner, useToggleBanner } from '../api/banner-mutations';
import { BANNER_TEXTS, BannerFormModal } from './banner-form-modal';
import './banners-section.css';

const BANNERS: TableResource<Banner> = {
  title: 'Banner Management',
  intro: 'The slides of the home page hero. Only active banners are shown.',
  texts: BANNER_TEXTS,
  columns: [
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
    // Spec: banner descriptions are previewed at 50 characters.
    descriptionColumn(50),
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
  ],
  initialSort: { key: 'created_at', direction: 'desc' },
  useList: () => useQuery(bannerQueries.admin()),
  useDelete: useDeleteBanner,
  useToggle: useToggleBanner,
  Form: BannerFormModal,
};

/** Opens the banner preview route in a new tab (under the app's base path). */
function PreviewButton({ banner }: { banner: Banner }) {
  const href = useHref(paths.bannerPreview.getHref(banner.id));
  return <RowAction icon={faEye} label="View" title="Preview in a new tab" onClick={() => window.open(href, '_blank', 'noopener')} />;
}

export function BannersSection() {
  return <ResourceTableSection resource={BANNERS} renderView={(banner) => <PreviewButton banner={banner} />} />;
}
