// The home page's services slider: 1 card under 768 px, 2 from 768 px, 3 from 1024 px; autoplays
// every 5 s, pauses on hover and focus, and stays still for people who prefer reduced motion.
// Only whole cards are ever seen, aligned with the page's content edges: a move does not slide
// the track across the edges (which shows cards cut in two) but puts it in its new place at once
// and fades it in there.
import { faChevronLeft, faChevronRight } from '@fortawesome/free-solid-svg-icons';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import type { Service } from '@/types/api/services';
import { useMediaQuery } from '@/lib/use-media-query';
import { usePauseOnInterest } from '@/lib/use-pause-on-interest';
import { ServiceCard } from './service-card';
import './services.css';

export const SERVICES_AUTOPLAY_MS = 5000;
const FADE_MS = 450;

export function ServicesSlider({ services, label = 'Featured services' }: { services: readonly Service[]; label?: string }) {
  const fromTablet = useMediaQuery('(min-width: 768px)');
  const fromDesktop = useMediaQuery('(min-width: 1024px)');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const count = services.length;
  const perView = Math.max(1, Math.min(count, fromDesktop ? 3 : fromTablet ? 2 : 1));
  // One position per first visible card: the last position shows the last card at the right edge.
  const positions = Math.max(1, count - perView + 1);

  const [requestedIndex, setIndex] = useState(0);
  const index = Math.min(requestedIndex, positions - 1);
  const { paused, handlers: pauseHandlers } = usePauseOnInterest();
  const autoplay = !paused && !reducedMotion && positions > 1;

  const trackRef = useRef<HTMLDivElement>(null);
  const shownIndex = useRef(index);
  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    if (reducedMotion) return;
    trackRef.current?.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: FADE_MS, easing: 'ease-out' });
  }, [index, reducedMotion]);

  useEffect(() => {
    if (!autoplay) return undefined;
    const timer = window.setInterval(() => {
      setIndex((i) => (Math.min(i, positions - 1) + 1) % positions);
    }, SERVICES_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [autoplay, positions]);

  const go = (next: number) => setIndex(((next % positions) + positions) % positions);

  if (!count) return null;
  return (
    <div
      className="services-slider"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      {...pauseHandlers}
      style={{ '--services-per-view': perView } as React.CSSProperties}
    >
      <div className="services-slider__viewport">
        <div
          ref={trackRef}
          className="services-slider__track"
          aria-live={autoplay ? 'off' : 'polite'}
          style={{ transform: `translateX(${(-100 * index) / perView}%)` }}
        >
          {services.map((service, i) => {
            const visible = i >= index && i < index + perView;
            return (
              <div
                key={`${service.id}-${service.title}`}
                className="services-slider__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={!visible}
                inert={!visible}
              >
                <ServiceCard service={service} />
              </div>
            );
          })}
        </div>
      </div>
      {positions > 1 && (
        <div className="services-slider__controls">
          <button type="button" className="services-slider__arrow" aria-label="Previous services" onClick={() => go(index - 1)}>
            <Icon name={faChevronLeft} />
          </button>
          <div className="services-slider__dots">
            {Array.from({ length: positions }, (_, i) => (
              <button
                key={i}
                type="button"
                className={`services-slider__dot${i === index ? ' is-active' : ''}`}
                aria-label={`Show services slide ${i + 1} of ${positions}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className="services-slider__arrow" aria-label="Next services" onClick={() => go(index + 1)}>
            <Icon name={faChevronRight} />
          </button>
        </div>
      )}
    </div>
  );
}
