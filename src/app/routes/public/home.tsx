// Home: hero banners, about teaser, services slider, donation call to action, why choose us,
// latest events and the gallery.
import { useQuery } from '@tanstack/react-query';
import { faArrowRight } from '@fortawesome/free-solid-svg-icons';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PageSection } from '@/components/page/page-section';
import { Icon } from '@/components/ui/icon';
import { ListStates } from '@/components/ui/list-states';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { WELCOME_HERO } from '@/content/home';
import { bannerQueries } from '@/features/banners/api/banner-queries';
import { HeroBanner } from '@/features/banners/components/hero-banner';
import { publicEventsQuery } from '@/features/events/api/public-events-query';
import { EventCard } from '@/features/events/components/event-card';
import { usePublicGallery } from '@/features/gallery/api/use-public-gallery';
import { GalleryGrid } from '@/features/gallery/components/gallery-grid';
import { usePublicServices } from '@/features/services/api/use-public-services';
import { ServicesSlider } from '@/features/services/components/services-slider';
import { AboutTeaser, DonationCta, ServicesSection, WhyChoose } from './home-sections';
import './home.css';

function Hero() {
  const banners = useQuery(bannerQueries.public());
  const { error } = banners;
  useEffect(() => {
    // Spec: a failed banner load gives an empty list (logged); the welcome hero shows instead.
    if (error) console.warn('Failed to load banners; showing the welcome hero.', error);
  }, [error]);

  if (banners.isPending) {
    return (
      <section className="hero hero--placeholder" aria-label="Featured campaigns" aria-busy="true">
        <Spinner label="Loading..." size="lg" />
      </section>
    );
  }
  const list = banners.isSuccess && Array.isArray(banners.data) ? banners.data : [];
  return <HeroBanner banners={list.length ? list : [WELCOME_HERO]} />;
}

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

export function Component() {
  return (
    <>
      <Hero />
      <AboutTeaser />
      <ServicesPreview />
      <DonationCta />
      <WhyChoose />
      <EventsPreview />
      <GalleryPreview />
    </>
  );
}
