// About Us: introduction, mission (founded 2013), vision, four values and four programmes.
import { faBullseye, faEye } from '@fortawesome/free-solid-svg-icons';
import { PageHeader } from '@/components/page/page-header';
import { PageSection } from '@/components/page/page-section';
import { SectionHeading } from '@/components/page/section-heading';
import { Icon } from '@/components/ui/icon';
import { assetUrl } from '@/config/env';
import { aboutIntro, aboutMission, aboutPrograms, aboutValues, aboutVision, type AboutItem } from '@/content/about';
import { SupportBand } from './support-band';
import './about.css';

function ItemCard({ item, variant }: { item: AboutItem; variant: 'value' | 'program' }) {
  return (
    <li className={`tile tile--lift about-card about-card--${variant}`}>
      <span className="icon-disc about-card__icon" aria-hidden="true">
        <Icon name={item.icon} />
      </span>
      <h3 className="about-card__title">{item.title}</h3>
      <p className="about-card__text">{item.text}</p>
    </li>
  );
}

export function Component() {
  return (
    <>
      <PageHeader title="About Us" />

      <section className="section about-intro" aria-labelledby="about-intro-title">
        <div className="container split about-intro__grid">
          <div className="about-intro__media">
            <img
              src={assetUrl('/images/about/about-1.jpg')}
              alt="Our team planning the next relief project"
              width={900}
              height={700}
              fetchPriority="high"
            />
          </div>
          <SectionHeading
            className="column-heading about-intro__body"
            id="about-intro-title"
            eyebrow={aboutIntro.eyebrow}
            title={aboutIntro.title}
          >
            {aboutIntro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </SectionHeading>
        </div>
      </section>

      <section className="section section--muted" aria-label="Mission and vision">
        <div className="container grid grid--2 about-purpose">
          <article className="about-purpose__card">
            <span className="icon-disc about-purpose__icon" aria-hidden="true">
              <Icon name={faBullseye} />
            </span>
            <h2 className="about-purpose__title">{aboutMission.title}</h2>
            <p>{aboutMission.text}</p>
          </article>
          <article className="about-purpose__card about-purpose__card--dark">
            <span className="icon-disc about-purpose__icon" aria-hidden="true">
              <Icon name={faEye} />
            </span>
            <h2 className="about-purpose__title">{aboutVision.title}</h2>
            <p>{aboutVision.text}</p>
          </article>
        </div>
      </section>

      <PageSection id="about-values-title" eyebrow="What Guides Us" title="Our Values">
        <ul className="grid grid--4">
          {aboutValues.map((value) => (
            <ItemCard key={value.title} item={value} variant="value" />
          ))}
        </ul>
      </PageSection>

      <section className="section section--muted about-programs" aria-labelledby="about-programs-title">
        <div className="container split about-programs__grid">
          <SectionHeading
            className="column-heading about-programs__intro"
            id="about-programs-title"
            eyebrow="How We Help"
            title="Our Programs"
          >
            <p>
              Four long-running programmes carry most of our work. Each is planned with the community it serves and
              reported back to our donors.
            </p>
            <img
              src={assetUrl('/images/about/about-2.jpg')}
              alt="Volunteers sharing a community meal"
              width={900}
              height={700}
              loading="lazy"
            />
          </SectionHeading>
          <ul className="grid grid--2">
            {aboutPrograms.map((program) => (
              <ItemCard key={program.title} item={program} variant="program" />
            ))}
          </ul>
        </div>
      </section>

      <SupportBand />
    </>
  );
}
