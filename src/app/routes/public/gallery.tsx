// Gallery: the public images with the looping preview, or 12 placeholders when the load fails.
import { PageHeader } from '@/components/page/page-header';
import { SectionHeading } from '@/components/page/section-heading';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { usePublicGallery } from '@/features/gallery/api/use-public-gallery';
import { GalleryGrid } from '@/features/gallery/components/gallery-grid';

export function Component() {
  const { images, isPending } = usePublicGallery();
  return (
    <>
      <PageHeader title="Gallery" />
      <section className="section" aria-labelledby="gallery-title">
        <div className="container">
          <SectionHeading
            id="gallery-title"
            eyebrow="Our Gallery"
            title="Moments From the Field"
            text="Scenes from our projects, events and volunteers. Select a photo to see it full size."
          />
          {isPending ? (
            <Spinner block showLabel label="Loading gallery..." />
          ) : images.length ? (
            <GalleryGrid images={images} lazyFrom={8} />
          ) : (
            <EmptyState message="No images in the gallery yet." />
          )}
        </div>
      </section>
    </>
  );
}
