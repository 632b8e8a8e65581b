// Admin: home page banners. A sortable table (5 per page, newest first) with add, edit, delete,
// toggle active and a preview in a new tab.
import { faEye, faPenToSquare, faPlus, faToggleOff, faToggleOn, faTrash } from '@fortawesome/free-solid-svg-icons';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useHref } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useAlert, useConfirm } from '@/components/ui/dialog-provider';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { truncate } from '@/lib/format';
import { safeImageSrc } from '@/lib/safe-href';
import type { Banner } from '@/types/api/banners';
import { bannerQueries } from '../api/banner-queries';
import { useDeleteBanner } from '../api/delete-banner';
import { useToggleBanner } from '../api/toggle-banner';
import { BANNER_FORM_TEXTS, BannerFormModal } from './banner-form-modal';
import './banners-section.css';

export const BANNER_TEXTS = {
  empty: 'No banners found. Click "Add Banner" to create one.',
  deleteConfirm: (title: string) => `Do you want to delete "${title}"?`,
  deleted: 'Banner has been deleted successfully.',
  deleteFailed: 'Failed to delete banner. Please try again.',
  toggleConfirm: (banner: Banner) =>
    `Do you want to ${banner.is_active ? 'deactivate' : 'activate'} "${banner.title}"?`,
  activated: 'Banner activated successfully!',
  deactivated: 'Banner deactivated successfully!',
  toggleFailed: 'Failed to toggle banner status. Please try again.',
  ...BANNER_FORM_TEXTS,
} as const;

export const BANNERS_PAGE_SIZE = 5;
export const BANNER_DESCRIPTION_PREVIEW = 50;

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

type FormState = { open: false } | { open: true; banner: Banner | null };

export function BannersSection() {
  const headingId = useId();
  const bannersQuery = useQuery(bannerQueries.admin());
  const [form, setForm] = useState<FormState>({ open: false });
  const remove = useDeleteBanner();
  const toggle = useToggleBanner();
  const showAlert = useAlert();
  const askConfirm = useConfirm();

  const handleDelete = async (banner: Banner) => {
    if (!(await askConfirm(BANNER_TEXTS.deleteConfirm(banner.title), { tone: 'danger', confirmLabel: 'Delete' }))) return;
    try {
      await remove.mutateAsync(banner.id);
      await showAlert(BANNER_TEXTS.deleted, { tone: 'success', title: 'Deleted' });
    } catch (error) {
      console.warn('Failed to delete banner', error);
      await showAlert(BANNER_TEXTS.deleteFailed, { tone: 'error' });
    }
  };

  const handleToggle = async (banner: Banner) => {
    const activate = !banner.is_active;
    if (!(await askConfirm(BANNER_TEXTS.toggleConfirm(banner), { confirmLabel: activate ? 'Activate' : 'Deactivate' }))) return;
    try {
      const updated = await toggle.mutateAsync(banner.id);
      const nowActive = typeof updated?.is_active === 'boolean' ? updated.is_active : activate;
      await showAlert(nowActive ? BANNER_TEXTS.activated : BANNER_TEXTS.deactivated, { tone: 'success' });
    } catch (error) {
      console.warn('Failed to toggle banner status', error);
      await showAlert(BANNER_TEXTS.toggleFailed, { tone: 'error' });
    }
  };

  const busyId = remove.isPending ? remove.variables : toggle.isPending ? toggle.variables : null;

  const columns: DataTableColumn<Banner>[] = [
    {
      key: 'image',
      header: 'Image',
      render: (b) => {
        const src = safeImageSrc(b.image_url);
        return src ? (
          <img className="banners-thumb" src={src} alt="" width={96} height={54} loading="lazy" />
        ) : (
          <span className="banners-thumb banners-thumb--empty" aria-hidden="true" />
        );
      },
    },
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
    {
      key: 'description',
      header: 'Description',
      render: (b) => <span className="banners-cell__text">{truncate(b.description, BANNER_DESCRIPTION_PREVIEW)}</span>,
    },
    {
      key: 'text_alignment',
      header: 'Alignment',
      sortable: true,
      render: (b) => <span className="banners-cell__capital">{b.text_alignment}</span>,
    },
    {
      key: 'is_active',
      header: 'Status',
      sortable: true,
      render: (b) => (
        <span className={`badge ${b.is_active ? 'badge--success' : 'badge--danger'}`}>{b.is_active ? 'Active' : 'Inactive'}</span>
      ),
    },
    {
      key: 'created_at',
      header: 'Created',
      sortable: true,
      render: (b) => <time dateTime={b.created_at}>{formatDate(b.created_at)}</time>,
    },
    {
      key: 'actions',
      header: 'Actions',
      actions: true,
      render: (b) => {
        const busy = busyId === b.id;
        return (
          <div className="banners-actions">
            <PreviewButton banner={b} />
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              icon={faPenToSquare}
              aria-label="Edit"
              title="Edit"
              disabled={busy}
              onClick={() => setForm({ open: true, banner: b })}
            />
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              icon={b.is_active ? faToggleOn : faToggleOff}
              aria-label="Toggle status"
              title={b.is_active ? 'Deactivate' : 'Activate'}
              className={b.is_active ? 'banners-actions__on' : 'banners-actions__off'}
              isLoading={busy && toggle.isPending}
              disabled={busy}
              onClick={() => void handleToggle(b)}
            />
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              icon={faTrash}
              aria-label="Delete"
              title="Delete"
              className="banners-actions__delete"
              isLoading={busy && remove.isPending}
              disabled={busy}
              onClick={() => void handleDelete(b)}
            />
          </div>
        );
      },
    },
  ];

  let content;
  if (bannersQuery.isPending) {
    content = <Spinner block label="Loading banners..." showLabel />;
  } else if (bannersQuery.isError) {
    content = (
      <EmptyState
        message={bannersQuery.error.message}
        action={
          <Button variant="outline" onClick={() => void bannersQuery.refetch()}>
            Try again
          </Button>
        }
      />
    );
  } else {
    content = (
      <DataTable
        caption="Banners"
        columns={columns}
        rows={bannersQuery.data}
        getRowId={(b) => b.id}
        pageSize={BANNERS_PAGE_SIZE}
        initialSort={{ key: 'created_at', direction: 'desc' }}
        emptyText={BANNER_TEXTS.empty}
        paginationLabel="Banners pages"
      />
    );
  }

  return (
    <section className="banners-section" aria-labelledby={headingId}>
      <header className="banners-section__header">
        <div>
          <h2 id={headingId}>Banner Management</h2>
          <p className="banners-section__intro">The slides of the home page hero. Only active banners are shown.</p>
        </div>
        <Button icon={faPlus} onClick={() => setForm({ open: true, banner: null })}>
          Add Banner
        </Button>
      </header>

      {content}

      <BannerFormModal
        open={form.open}
        banner={form.open ? form.banner : null}
        onClose={() => setForm({ open: false })}
        onSaved={(result) =>
          void showAlert(result === 'added' ? BANNER_TEXTS.added : BANNER_TEXTS.updated, { tone: 'success' })
        }
      />
    </section>
  );
}
