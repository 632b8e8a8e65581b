// Home: hero banners and the about teaser (the first screen), then the sections below it (services
// slider, donation call to action, why choose us, latest events, gallery) from a chunk of their own.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { WELCOME_HERO } from '@/content/home';
import { bannerQueries } from '@/features/banners/api/banner-queries';
import { HeroBanner } from '@/features/banners/components/hero-banner';
import { loadChunk } from '@/lib/chunk';
import { AboutTeaser } from './home-about';
import './home.css';

let belowFold: Promise<typeof import('./home-below-fold')> | undefined;
/** The below-the-fold chunk, asked for once: a later visit to '/' finds it loaded. */
const requestBelowFold = () => (belowFold ??= loadChunk('home-below-fold', () => import('./home-below-fold')));
const HomeBelowFold = lazy(() => requestBelowFold().then((m) => ({ default: m.HomeBelowFold })));

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

/**
 * The sections below the first screen. Their chunk is requested after the first render (in an
 * effect), so the hero's code and data are not kept waiting behind it. Until it has rendered, a
 * busy placeholder a screen tall keeps the footer out of the first screen (nothing there moves
 * when the sections arrive), and scripts/prerender.mjs waits for it before taking the picture.
 */
function BelowTheFold() {
  // At once when an earlier visit to '/' has asked for the chunk already.
  const [shown, setShown] = useState(belowFold !== undefined);
  useEffect(() => {
    // A failed load shows too: the lazy component then throws it to the route's error screen.
    const show = () => setShown(true);
    void requestBelowFold().then(show, show);
  }, []);
  const placeholder = <div className="home-below-fold" aria-busy="true" />;
  return shown ? (
    <Suspense fallback={placeholder}>
      <HomeBelowFold />
    </Suspense>
  ) : (
    placeholder
  );
}

export function Component() {
  return (
    <>
      <Hero />
      <AboutTeaser />
      <BelowTheFold />
    </>
  );
}
