// The about teaser: the section under the hero, whose top shows in the first screen, so it renders
// with the hero rather than from the chunk of the sections below (home-below-fold.tsx).
import { faCheck } from '@fortawesome/free-solid-svg-icons';
import { SectionHeading } from '@/components/page/section-heading';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { aboutTeaser, FOUNDED_YEAR } from '@/content/about-teaser';
import './home.css';

/**
 * The large picture and the one set into its corner, with the width each shows at (home.css: the
 * media column, less its 48 px inset gutter; the corner picture 52% of the column).
 */
const IMAGES = [
  {
    path: '/images/about/about-1.jpg',
    alt: 'Our team planning the next relief project',
    modifier: 'main',
    sizes: '(min-width: 1024px) 512px, calc(min(100vw, 1200px) - 80px)',
  },
  {
    path: '/images/about/about-2.jpg',
    alt: 'Volunteers sharing a community meal',
    modifier: 'inset',
    sizes: '(min-width: 1024px) 292px, calc(52vw - 17px)',
  },
] as const;

export function AboutTeaser() {
  return (
    <section className="section home-about" aria-labelledby="home-about-title">
      <div className="container split home-about__grid">
        <div className="home-about__media">
          {IMAGES.map(({ path, alt, modifier, sizes }) => (
            <ResponsiveImage
              key={path}
              className={`home-about__image home-about__image--${modifier}`}
              path={path}
              sizes={sizes}
              alt={alt}
              width={900}
              height={700}
              loading="lazy"
            />
          ))}
          <p className="home-about__badge">
            <span>Since</span>
            <strong>{FOUNDED_YEAR}</strong>
          </p>
        </div>
        <SectionHeading
          className="home-about__body"
          id="home-about-title"
          eyebrow={aboutTeaser.eyebrow}
          title={aboutTeaser.title}
        >
          <p className="lead">{aboutTeaser.text}</p>
          <ul className="grid grid--2 home-checklist">
            {aboutTeaser.points.map((point) => (
              <li key={point}>
                <Icon name={faCheck} className="home-checklist__icon" />
                {point}
              </li>
            ))}
          </ul>
          <ButtonLink to={paths.about.getHref()} variant="primary" size="lg">
            Learn More About Us
          </ButtonLink>
        </SectionHeading>
      </div>
    </section>
  );
}
