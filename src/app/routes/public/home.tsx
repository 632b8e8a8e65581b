// Home: hero banners and the about teaser (the first screen), then the sections below it (services
// slider, donation call to action, why choose us, latest events, gallery) from a chunk of their own.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { WELCOME_HERO } from '@/content/home';
import { bannerQueries } from '@/features/banners/api/banner-queries';
import { HeroBanner } from '@/features/banners/components/hero-banner';
import { loadChunk } from '@/lib/chunk';
import { AboutTeaser } from './home-about';
import './home.css';

type BelowFoldModule = typeof import('./home-below-fold');
let belowFold: Promise<BelowFoldModule> | undefined;
let loadedBelowFold: BelowFoldModule | undefined;
/** The below-the-fold chunk, asked for once: a later visit to '/' finds it loaded. */
const requestBelowFold = () =>
  (belowFold ??= loadChunk('home-below-fold', () => import('./home-below-fold')).then((module) => (loadedBelowFold = module)));

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
 * The sections below the first screen. Their chunk is requested once the first screen is complete
 * (the hero has its banners, or has given up on them), so the hero's code, data and rendering are
 * not kept waiting behind them, and they render once their data is in. Until then a busy
 * placeholder keeps the footer out of the first screen (nothing there moves when the sections
 * arrive); the prerendered page holds that placeholder too.
 */
function BelowTheFold() {
  // The same query as the hero's: no request of its own.
  const heroReady = !useQuery(bannerQueries.public()).isPending;
  // At once when an earlier visit to '/' has loaded the chunk and the sections' data is cached. Not
  // React.lazy: it would show the placeholder for a render even then, and hold the sections back
  // 300 ms (Suspense's throttle).
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState(() => (loadedBelowFold?.belowFoldDataCached(queryClient) ? loadedBelowFold : undefined));
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    if (!heroReady || loaded) return;
    // In a task of its own: asking for the chunk appends its stylesheets' links, work that need not
    // lengthen the task running this effect (after a hydration, every component's effects).
    const timer = setTimeout(() => {
      requestBelowFold()
        .then(async (module) => {
          await module.ensureBelowFoldData(queryClient);
          // A transition: React renders the sections in slices, not in one long task.
          startTransition(() => setLoaded(module));
        })
        .catch(setFailure);
    });
    return () => clearTimeout(timer);
  }, [heroReady, loaded, queryClient]);
  // As any chunk that fails to load: the route's error screen shows it.
  if (failure) throw failure;
  return heroReady && loaded ? <loaded.HomeBelowFold /> : <div className="home-below-fold" aria-busy="true" />;
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
