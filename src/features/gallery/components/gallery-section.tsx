// Admin: the gallery as a grid of cards with add, edit and delete.
import { faPenToSquare, faPlus, faStar, faTrash } from '@fortawesome/free-solid-svg-icons';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAlert, useConfirm } from '@/components/ui/dialog-provider';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { safeImageSrc } from '@/lib/safe-href';
import type { GalleryImage } from '@/types/api/gallery';
import { useDeleteGalleryImage } from '../api/delete-gallery-image';
import { galleryImageUrl, galleryQueries } from '../api/gallery-queries';
import { GALLERY_FORM_TEXTS, GalleryFormModal } from './gallery-form-modal';
import './gallery-section.css';

export const GALLERY_TEXTS = {
  empty: 'No images in gallery. Click "Add New Image" to upload.',
  deleteConfirm: 'Are you sure you want to delete this image?',
  deleted: 'Image deleted successfully!',
  deleteFailed: 'Error deleting image',
  ...GALLERY_FORM_TEXTS,
} as const;

type FormState = { open: false } | { open: true; image: GalleryImage | null };

export function GallerySection() {
  const headingId = useId();
  const galleryQuery = useQuery(galleryQueries.admin());
  const [form, setForm] = useState<FormState>({ open: false });
  const remove = useDeleteGalleryImage();
  const showAlert = useAlert();
  const askConfirm = useConfirm();

  const handleDelete = async (image: GalleryImage) => {
    if (!(await askConfirm(GALLERY_TEXTS.deleteConfirm, { tone: 'danger', confirmLabel: 'Delete' }))) return;
    try {
      await remove.mutateAsync(image.id);
      await showAlert(GALLERY_TEXTS.deleted, { tone: 'success' });
    } catch (error) {
      console.warn('Failed to delete gallery image', error);
      await showAlert(GALLERY_TEXTS.deleteFailed, { tone: 'error' });
    }
  };

  const images = galleryQuery.data ?? [];
  let content;
  if (galleryQuery.isPending) {
    content = <Spinner block label="Loading gallery..." showLabel />;
  } else if (galleryQuery.isError) {
    content = (
      <EmptyState
        message={galleryQuery.error.message}
        action={
          <Button variant="outline" onClick={() => void galleryQuery.refetch()}>
            Try again
          </Button>
        }
      />
    );
  } else if (images.length === 0) {
    content = <EmptyState message={GALLERY_TEXTS.empty} />;
  } else {
    content = (
      <ul className="gallery-admin-grid" aria-label="Gallery images">
        {images.map((image, index) => {
          const busy = remove.isPending && remove.variables === image.id;
          const titleId = `${headingId}-image-${image.id}`;
          return (
            <li key={image.id}>
              <article className="gallery-admin-card" aria-labelledby={titleId}>
                <div className="gallery-admin-card__media">
                  <img
                    src={safeImageSrc(galleryImageUrl(image.image_url)) || undefined}
                    alt={image.title}
                    width={400}
                    height={300}
                    loading={index < 8 ? undefined : 'lazy'}
                    decoding="async"
                  />
                  {image.is_featured && (
                    <span className="gallery-admin-card__featured">
                      <Icon name={faStar} /> Featured
                    </span>
                  )}
                </div>
                <div className="gallery-admin-card__body">
                  <h3 id={titleId} className="gallery-admin-card__title">
                    {image.title}
                  </h3>
                  {image.description && <p className="gallery-admin-card__text">{image.description}</p>}
                  <p className="gallery-admin-card__meta">
                    <span className="badge badge--primary">{image.category}</span>
                    <span>Order: {image.display_order}</span>
                  </p>
                  <div className="gallery-admin-card__actions">
                    <Button
                      size="sm"
                      variant="outline"
                      icon={faPenToSquare}
                      disabled={busy}
                      onClick={() => setForm({ open: true, image })}
                    >
                      Edit
                    </Button>
                    <Button size="sm" variant="danger" icon={faTrash} isLoading={busy} onClick={() => void handleDelete(image)}>
                      Delete
                    </Button>
                  </div>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="gallery-admin" aria-labelledby={headingId}>
      <header className="gallery-admin__header">
        <div>
          <h2 id={headingId}>Gallery Management</h2>
          <p className="gallery-admin__intro">
            {galleryQuery.isSuccess ? `${images.length} ${images.length === 1 ? 'image' : 'images'} in the gallery.` : 'Photos shown on the gallery page.'}
          </p>
        </div>
        <Button icon={faPlus} onClick={() => setForm({ open: true, image: null })}>
          Add New Image
        </Button>
      </header>

      {content}

      <GalleryFormModal
        open={form.open}
        image={form.open ? form.image : null}
        onClose={() => setForm({ open: false })}
        onSaved={(result) =>
          void showAlert(result === 'uploaded' ? GALLERY_TEXTS.uploaded : GALLERY_TEXTS.updated, { tone: 'success' })
        }
      />
    </section>
  );
}
