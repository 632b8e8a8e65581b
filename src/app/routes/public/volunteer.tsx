// Become A Volunteer: why to join, and the 3-step application.
import { faClock, faHandsHoldingChild, faPeopleGroup, faSeedling } from '@fortawesome/free-solid-svg-icons';
import { PageHeader } from '@/components/page/page-header';
import { SectionHeading } from '@/components/page/section-heading';
import { Icon } from '@/components/ui/icon';
import { assetUrl } from '@/config/env';
import { VolunteerForm } from '@/features/volunteers/components/volunteer-form';
import './volunteer.css';

const REASONS = [
  { icon: faHandsHoldingChild, title: 'Change lives', text: 'Tutor children, serve meals or help at our medical camps.' },
  { icon: faClock, title: 'Flexible hours', text: 'Weekdays, weekends or both: give the time that suits you.' },
  { icon: faPeopleGroup, title: 'Join a community', text: 'Meet hundreds of friendly volunteers across London.' },
  { icon: faSeedling, title: 'Grow your skills', text: 'Free training in first aid, safeguarding and event planning.' },
] as const;

export function Component() {
  return (
    <>
      <PageHeader title="Become A Volunteer" />
      <section className="section volunteer-page" aria-labelledby="volunteer-intro-title">
        <div className="container split volunteer-page__layout">
          <SectionHeading
            className="volunteer-page__intro"
            id="volunteer-intro-title"
            eyebrow="Join Our Team"
            title="Give Your Time, Share Your Heart"
          >
            <p className="lead">
              Our volunteers are the heart of everything we do. Apply in three short steps and our volunteer team will
              be in touch within a week.
            </p>
            <img
              className="volunteer-page__image"
              src={assetUrl('/images/volunteer.jpg')}
              alt="Volunteers packing food parcels together"
              width={1200}
              height={800}
            />
            <ul className="grid grid--2 volunteer-page__reasons">
              {REASONS.map((reason) => (
                <li key={reason.title}>
                  <span className="icon-disc volunteer-page__reason-icon" aria-hidden="true">
                    <Icon name={reason.icon} />
                  </span>
                  <div>
                    <h3>{reason.title}</h3>
                    <p>{reason.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </SectionHeading>
          <VolunteerForm />
        </div>
      </section>
    </>
  );
}
