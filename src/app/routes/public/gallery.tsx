// Gallery: the public images with the looping preview, or 12 placeholders when the load fails.
import { ListPage } from '@/components/page/list-page';
import { usePublicGallery } from '@/features/gallery/api/use-public-gallery';
import { GalleryGrid } from '@/features/gallery/components/gallery-grid';

export function Component() {
  const { images, isPending } = usePublicGallery();
  return (
    <ListPage
      header="Gallery"
      id="gallery-title"
      eyebrow="Our Gallery"
      title="Moments From the Field"
      text="Illustrated scenes from our projects, events and volunteers. Select a picture to see it full size."
      list={{ pending: isPending, loadingLabel: 'Loading gallery...', empty: !images.length, emptyMessage: 'No images in the gallery yet.' }}
    >
      <GalleryGrid images={images} lazyFrom={8} />
    </ListPage>
  );
}
