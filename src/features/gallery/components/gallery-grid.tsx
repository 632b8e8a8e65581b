// A grid of gallery thumbnails; a click opens the looping preview modal.
import { faMagnifyingGlassPlus } from '@fortawesome/free-solid-svg-icons';
import { Suspense, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { lazyChunk } from '@/lib/lazy-chunk';
import { safeImageSrc } from '@/lib/safe-href';
import { galleryImageUrl } from '../api/gallery-queries';
import { galleryTitle, type GalleryItem } from './gallery-item';
import './gallery.css';

// Out of the page's first load: the preview's code arrives after the grid renders, before a click opens it.
const GalleryPreviewModal = lazyChunk('gallery-preview-modal', () => import('./gallery-preview-modal').then((m) => m.GalleryPreviewModal));

type GalleryGridProps = {
  images: readonly GalleryItem[];
  /** Thumbnails from this position on load lazily (the first rows may be above the fold). */
  lazyFrom?: number;
  /** 'compact' is the denser home page grid. */
  variant?: 'page' | 'compact';
};

export function GalleryGrid({ images, lazyFrom = 0, variant = 'page' }: GalleryGridProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <>
      <ul className={`gallery-grid gallery-grid--${variant}`}>
        {images.map((image, index) => {
          const title = galleryTitle(image, index);
          return (
            <li key={`${image.id}-${index}`} className="gallery-grid__item">
              <button type="button" className="gallery-grid__button" onClick={() => setOpenIndex(index)}>
                <img
                  src={safeImageSrc(galleryImageUrl(image.image_url)) || undefined}
                  alt={title}
                  width={800}
                  height={600}
                  loading={index >= lazyFrom ? 'lazy' : undefined}
                  decoding="async"
                />
                <span className="gallery-grid__overlay" aria-hidden="true">
                  <Icon name={faMagnifyingGlassPlus} className="gallery-grid__zoom" />
                  <span className="gallery-grid__title">{title}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <Suspense fallback={null}>
        <GalleryPreviewModal images={images} index={openIndex} onIndexChange={setOpenIndex} onClose={() => setOpenIndex(null)} />
      </Suspense>
    </>
  );
}
