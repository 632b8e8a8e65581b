// The home hero: rotates through the active banners every 5 s, with dots when there are several.
import { useEffect, useState } from 'react';
import { HeroSlide, type HeroContent } from './hero-slide';
import './hero-banner.css';

export const HERO_ROTATION_MS = 5000;

export function HeroBanner({ banners }: { banners: HeroContent[] }) {
  const [index, setIndex] = useState(0);
  const count = banners.length;
  const current = count ? index % count : 0;

  useEffect(() => {
    if (count < 2) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), HERO_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [count]);

  if (!count) return null;
  return (
    <section className="hero" aria-roledescription="carousel" aria-label="Featured campaigns">
      {banners.map((banner, i) => (
        <HeroSlide key={`${banner.title}-${i}`} banner={banner} active={i === current} headingLevel={i === current ? 1 : 2} />
      ))}
      {count > 1 && (
        <div className="hero__dots">
          {banners.map((banner, i) => (
            <button
              key={`${banner.title}-dot-${i}`}
              type="button"
              className={`hero__dot${i === current ? ' is-active' : ''}`}
              aria-label={`Show banner ${i + 1} of ${count}`}
              aria-current={i === current}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
