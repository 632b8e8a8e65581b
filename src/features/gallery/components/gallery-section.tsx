// Admin: the gallery as a grid of cards with add, edit and delete.
import { faPenToSquare, faStar, faTrash } from '@fortawesome/free-solid-svg-icons';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ResourceSection, useEditor } from '@/components/resource/resource-section';
import { busyIdOf, useDeleteRecord } from '@/components/resource/row-actions';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { QueryState } from '@/components/ui/query-state';
import { safeImageSrc } from '@/lib/safe-href';
import type { GalleryImage } from '@/types/api/gallery';
import { useDeleteGalleryImage } from '../api/gallery-mutations';
import { galleryImageUrl, galleryQueries } from '../api/gallery-queries';
import { GalleryFormModal } from './gallery-form-modal';
import './gallery-section.css';

const GALLERY_TEXTS = {
  empty: 'No images in gallery. Click "Add New Image" to upload.',
  deleteConfirm: () => 'Are you sure you want to delete this image?',
  deleted: 'Image deleted successfully!',
  deleteFailed: 'Error deleting image',
} as const;

type GalleryCardProps = {
  image: GalleryImage;
  titleId: string;
  lazy: boolean;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

function GalleryCard({ image, titleId, lazy, busy, onEdit, onDelete }: GalleryCardProps) {
  return (
    <article className="card gallery-admin-card" aria-labelledby={titleId}>
      <div className="gallery-admin-card__media">
        <img
          src={safeImageSrc(galleryImageUrl(image.image_url)) || undefined}
          alt={image.title}
          width={400}
          height={300}
          loading={lazy ? 'lazy' : undefined}
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
          <Button size="sm" variant="outline" icon={faPenToSquare} disabled={busy} onClick={onEdit}>
            Edit
          </Button>
          <Button size="sm" variant="danger" icon={faTrash} isLoading={busy} onClick={onDelete}>
            Delete
          </Button>
        </div>
      </div>
    </article>
  );
}

export function GallerySection() {
  const cardId = useId();
  const galleryQuery = useQuery(galleryQueries.admin());
  const editor = useEditor<GalleryImage>();
  const remove = useDeleteGalleryImage();
  const handleDelete = useDeleteRecord(remove, GALLERY_TEXTS);
  const busyId = busyIdOf(remove);

  const count = galleryQuery.data?.length ?? 0;
  return (
    <ResourceSection
      title="Gallery Management"
      intro={galleryQuery.isSuccess ? `${count} ${count === 1 ? 'image' : 'images'} in the gallery.` : 'Pictures shown on the gallery page.'}
      addLabel="Add New Image"
      onAdd={editor.add}
    >
      <QueryState query={galleryQuery} loadingLabel="Loading gallery...">
        {(images) =>
          images.length === 0 ? (
            <EmptyState message={GALLERY_TEXTS.empty} />
          ) : (
            <ul className="gallery-admin-grid" aria-label="Gallery images">
              {images.map((image, index) => (
                <li key={image.id}>
                  <GalleryCard
                    image={image}
                    titleId={`${cardId}-image-${image.id}`}
                    lazy={index >= 8}
                    busy={busyId === image.id}
                    onEdit={() => editor.edit(image)}
                    onDelete={() => void handleDelete(image)}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <GalleryFormModal open={editor.state.open} record={editor.state.open ? editor.state.record : null} onClose={editor.close} />
    </ResourceSection>
  );
}
