// The static and composed sections of the home page below its first screen (home-below-fold.tsx
// renders them). Kept beside the route: they combine content, shared UI and data from several features.
import { faArrowRight, faHandHoldingHeart, faHeart } from '@fortawesome/free-solid-svg-icons';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageSection } from '@/components/page/page-section';
import { SectionHeading } from '@/components/page/section-heading';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { assetUrl } from '@/config/env';
import { paths } from '@/config/paths';
import { DONATION_CTA, WHY_CHOOSE } from '@/content/home-sections';
import './home.css';

/**
 * A progress bar that fills up to its value once it scrolls into view. The value is announced from
 * the start; only the drawing animates.
 */
export function ProgressBar({ value, label, tone = 'secondary' }: { value: number; label: string; tone?: 'primary' | 'secondary' }) {
  const labelId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [filled, setFilled] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setFilled(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setFilled(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div className={`home-progress home-progress--${tone}`}>
      <div className="home-progress__label">
        <span id={labelId}>{label}</span>
        <span className="home-progress__value" aria-hidden="true">
          {value}%
        </span>
      </div>
      <div
        ref={ref}
        className="home-progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <div className="home-progress__fill" style={{ width: filled ? `${value}%` : '0%' }} />
      </div>
    </div>
  );
}

export function ServicesSection({ children }: { children: ReactNode }) {
  return (
    <PageSection
      id="home-services-title"
      className="section--muted home-services"
      headingClassName="section-header home-heading"
      eyebrow="What We Do"
      title="Our Services"
      text="From emergency relief to long-term education, every programme puts families first."
    >
      {children}
      <p className="home-more">
        <Link to={paths.services.getHref()}>
          View all services <Icon name={faArrowRight} />
        </Link>
      </p>
    </PageSection>
  );
}

export function DonationCta() {
  return (
    <section
      className="section home-cta"
      aria-labelledby="home-cta-title"
      style={{ backgroundImage: `url(${assetUrl(DONATION_CTA.image_url)})` }}
    >
      <div className="container split home-cta__inner">
        <SectionHeading
          className="column-heading home-cta__intro"
          id="home-cta-title"
          eyebrow={DONATION_CTA.eyebrow}
          title={DONATION_CTA.title}
        >
          <p>{DONATION_CTA.text}</p>
        </SectionHeading>
        <div className="home-cta__card">
          <span className="icon-disc home-cta__card-icon" aria-hidden="true">
            <Icon name={faHandHoldingHeart} />
          </span>
          <h3 className="home-cta__card-title">Winter Relief Appeal</h3>
          <ProgressBar value={DONATION_CTA.percent} label="Donation progress" />
          <dl className="home-cta__amounts">
            <div>
              <dt>Raised</dt>
              <dd>{DONATION_CTA.raised}</dd>
            </div>
            <div>
              <dt>Goal</dt>
              <dd>{DONATION_CTA.goal}</dd>
            </div>
          </dl>
          <ButtonLink to={paths.donate.getHref()} variant="secondary" size="lg" block icon={faHeart}>
            Support This Cause
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

export function WhyChoose() {
  return (
    <section className="section home-why" aria-labelledby="home-why-title">
      <div className="container split home-why__grid">
        <SectionHeading
          className="column-heading home-why__body"
          id="home-why-title"
          eyebrow={WHY_CHOOSE.eyebrow}
          title={WHY_CHOOSE.title}
        >
          <p className="lead">{WHY_CHOOSE.text}</p>
          <div className="home-why__bars">
            {WHY_CHOOSE.bars.map((bar) => (
              <ProgressBar key={bar.label} value={bar.percent} label={bar.label} tone="primary" />
            ))}
          </div>
          <ul className="grid grid--2 home-why__points">
            {WHY_CHOOSE.points.map((point) => (
              <li key={point.title}>
                <h3>{point.title}</h3>
                <p>{point.text}</p>
              </li>
            ))}
          </ul>
        </SectionHeading>
        <div className="home-why__media">
          <img
            src={assetUrl(WHY_CHOOSE.image_url)}
            alt="Volunteers working together"
            width={1000}
            height={700}
            loading="lazy"
          />
          <ButtonLink to={paths.volunteer.getHref()} variant="primary" className="home-why__join">
            Join Our Volunteers
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
