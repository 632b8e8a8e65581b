// The home page's sections below its first screen: services, the call to action, why choose us,
// the latest events and the gallery. home.tsx requests this chunk once its first render is on
// screen, so '/' is shown and usable without it.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { faArrowRight } from '@fortawesome/free-solid-svg-icons';
import { Link } from 'react-router-dom';
import { PageSection } from '@/components/page/page-section';
import { Icon } from '@/components/ui/icon';
import { ListStates } from '@/components/ui/list-states';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { publicEventsQuery } from '@/features/events/api/public-events-query';
import { EventCard } from '@/features/events/components/event-card';
import { galleryQueries } from '@/features/gallery/api/gallery-queries';
import { usePublicGallery } from '@/features/gallery/api/use-public-gallery';
import { GalleryGrid } from '@/features/gallery/components/gallery-grid';
import { serviceQueries } from '@/features/services/api/service-queries';
import { usePublicServices } from '@/features/services/api/use-public-services';
import { ServicesSlider } from '@/features/services/components/services-slider';
import { DonationCta, ServicesSection, WhyChoose } from './home-sections';
import './home.css';

function ServicesPreview() {
  const { services, isPending } = usePublicServices();
  return (
    <ServicesSection>
      {isPending ? <Spinner block label="Loading services..." /> : <ServicesSlider services={services} />}
    </ServicesSection>
  );
}

function EventsPreview() {
  // GET /api/events?limit=6, falling back to the stored events, then to the five defaults.
  const events = useQuery(publicEventsQuery());
  return (
    <PageSection
      id="home-events-title"
      className="section--muted home-events"
      headingClassName="section-header home-heading"
      eyebrow="Events & News"
      title="Latest Events"
      text="Join us at our upcoming events and read the stories of what your support makes possible."
    >
      <ListStates
        pending={events.isPending}
        loadingLabel="Loading events..."
        empty={!events.data?.length}
        emptyMessage="No events to show right now."
      >
        <ul className="home-events__grid">
          {(events.data ?? []).map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      </ListStates>
      <p className="home-more">
        <Link className="tap-area" to={paths.events.getHref()}>
          View all events <Icon name={faArrowRight} />
        </Link>
      </p>
    </PageSection>
  );
}

function GalleryPreview() {
  const { images, isPending } = usePublicGallery();
  return (
    <PageSection
      id="home-gallery-title"
      className="home-gallery"
      headingClassName="section-header home-heading"
      eyebrow="Our Gallery"
      title="Moments of Hope"
      text="A glimpse of the people and projects your generosity supports."
    >
      <ListStates
        pending={isPending}
        loadingLabel="Loading gallery..."
        empty={!images.length}
        emptyMessage="No images in the gallery yet."
      >
        <GalleryGrid images={images} variant="compact" />
      </ListStates>
      <p className="home-more">
        <Link className="tap-area" to={paths.gallery.getHref()}>
          View the full gallery <Icon name={faArrowRight} />
        </Link>
      </p>
    </PageSection>
  );
}

/** The sections' queries. */
const belowFoldQueries = () => [serviceQueries.public(), publicEventsQuery(), galleryQueries.public()] as const;

/** True when every section has data to render at once (a later visit to '/'; a stale answer is refetched as it shows). */
export function belowFoldDataCached(queryClient: QueryClient): boolean {
  return belowFoldQueries().every(({ queryKey }) => queryClient.getQueryData(queryKey) !== undefined);
}

/**
 * The sections' data, asked for with their code: the sections then render once, with it, instead
 * of rendering their loading states and again for each answer (each answer's render is a
 * synchronous one, a long task on a phone). Data already cached is used as it is; a failed load is
 * left to the sections' own fallbacks.
 */
export function ensureBelowFoldData(queryClient: QueryClient): Promise<unknown> {
  const [services, events, gallery] = belowFoldQueries();
  const settle = (load: Promise<unknown>) => load.catch(() => undefined);
  return Promise.all([
    settle(queryClient.ensureQueryData(services)),
    settle(queryClient.ensureQueryData(events)),
    settle(queryClient.ensureQueryData(gallery)),
  ]);
}

export function HomeBelowFold() {
  return (
    <>
      <ServicesPreview />
      <DonationCta />
      <WhyChoose />
      <EventsPreview />
      <GalleryPreview />
    </>
  );
}
