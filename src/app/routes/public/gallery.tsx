// Gallery: the public images with the looping preview, or 12 placeholders when the load fails.
import { PageHeader } from '@/components/page/page-header';
import { PageSection } from '@/components/page/page-section';
import { ListStates } from '@/components/ui/list-states';
import { usePublicGallery } from '@/features/gallery/api/use-public-gallery';
import { GalleryGrid } from '@/features/gallery/components/gallery-grid';

export function Component() {
  const { images, isPending } = usePublicGallery();
  return (
    <>
      <PageHeader title="Gallery" />
      <PageSection
        id="gallery-title"
        eyebrow="Our Gallery"
        title="Moments From the Field"
        text="Scenes from our projects, events and volunteers. Select a photo to see it full size."
      >
        <ListStates
          pending={isPending}
          loadingLabel="Loading gallery..."
          showLabel
          empty={!images.length}
          emptyMessage="No images in the gallery yet."
        >
          <GalleryGrid images={images} lazyFrom={8} />
        </ListStates>
      </PageSection>
    </>
  );
}
