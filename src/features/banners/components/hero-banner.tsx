// The home hero: rotates through the active banners every 5 s, with dots when there are several.
// Rotation pauses while the pointer is over the hero or focus is inside it, and never starts for
// visitors who prefer reduced motion.
import { useEffect, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useReducedMotion } from '@/lib/use-media-query';
import { usePauseOnInterest } from '@/lib/use-pause-on-interest';
import { HeroSlide, type HeroContent } from './hero-slide';
import './hero-banner.css';

export const HERO_ROTATION_MS = 5000;

export function HeroBanner({ banners }: { banners: readonly HeroContent[] }) {
  const [index, setIndex] = useState(0);
  const { paused, handlers: pauseHandlers } = usePauseOnInterest();
  const reducedMotion = useReducedMotion();
  const count = banners.length;
  const current = count ? index % count : 0;
  const rotating = count > 1 && !paused && !reducedMotion;
  // The first slide's image is the page's largest paint. On a prerendered page the hidden slides'
  // images join once the hero is hydrated, so they never share the first screen's bandwidth; the
  // first rotation is 5 s away.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), HERO_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  if (!count) return null;
  return (
    <section className="hero" aria-roledescription="carousel" aria-label="Featured campaigns" {...pauseHandlers}>
      {banners.map((banner, i) => (
        <HeroSlide
          key={`${banner.title}-${i}`}
          banner={banner}
          active={i === current}
          headingLevel={i === current ? 1 : 2}
          priority={i === 0}
          withImage={i === 0 || hydrated}
        />
      ))}
      {count > 1 && (
        <div className="hero__dots">
          {banners.map((banner, i) => (
            <button
              key={`${banner.title}-dot-${i}`}
              type="button"
              className={`hero__dot${i === current ? ' is-active' : ''}`}
              aria-label={`Show banner ${i + 1} of ${count}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
