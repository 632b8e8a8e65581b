// Full-size preview of one gallery image, with previous / next that wrap around in both
// directions, the arrow keys, and Escape or Close to leave.
import { faChevronLeft, faChevronRight } from '@fortawesome/free-solid-svg-icons';
import { useEffect, useEffectEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { safeImageSrc } from '@/lib/safe-href';
import { galleryImageUrl } from '../api/gallery-queries';
import { galleryTitle, type GalleryItem } from './gallery-item';
import './gallery.css';

type GalleryPreviewModalProps = {
  images: readonly GalleryItem[];
  /** The image shown, or null when the preview is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

export function GalleryPreviewModal({ images, index, onIndexChange, onClose }: GalleryPreviewModalProps) {
  const count = images.length;
  const open = index !== null && count > 0;
  const current = open ? ((index % count) + count) % count : 0;

  const go = (delta: number) => onIndexChange((current + delta + count) % count);
  const onArrowKey = useEffectEvent((delta: number) => go(delta));

  useEffect(() => {
    if (!open) return undefined;
    function onKeyDown(event: KeyboardEvent) {
      // Another dialog opened over the preview (the donation popup) keeps its keys to itself.
      const active = document.activeElement;
      if (active && active !== document.body && !active.closest('.gallery-preview')) return;
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        onArrowKey(-1);
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        onArrowKey(1);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (!open) return null;
  const image = images[current];
  const title = galleryTitle(image, current);
  return (
    <Dialog open onClose={onClose} title={title} size="xl" className="gallery-preview">
      <figure className="gallery-preview__figure">
        <div className="gallery-preview__stage">
          <img
            key={image.id}
            className="gallery-preview__image"
            src={safeImageSrc(galleryImageUrl(image.image_url)) || undefined}
            alt={title}
            width={800}
            height={600}
          />
          {count > 1 && (
            <>
              <Button
                variant="secondary"
                iconOnly
                icon={faChevronLeft}
                aria-label="Previous image"
                className="gallery-preview__nav gallery-preview__nav--prev"
                onClick={() => go(-1)}
              />
              <Button
                variant="secondary"
                iconOnly
                icon={faChevronRight}
                aria-label="Next image"
                className="gallery-preview__nav gallery-preview__nav--next"
                onClick={() => go(1)}
              />
            </>
          )}
        </div>
        <figcaption className="gallery-preview__caption">
          {image.description ? <span>{image.description}</span> : null}
          <span className="gallery-preview__count" aria-live="polite">
            Image {current + 1} of {count}
          </span>
        </figcaption>
      </figure>
    </Dialog>
  );
}
