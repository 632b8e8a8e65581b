// Contact Us: address, phone and e-mail cards, a question card, the map and the contact form.
import { EmailText } from '@/components/ui/email-text';
import { faCircleQuestion, faClock, faEnvelope, faLocationDot, faPhone } from '@fortawesome/free-solid-svg-icons';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page/page-header';
import { PageSection } from '@/components/page/page-section';
import { Icon, type IconDefinition } from '@/components/ui/icon';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ContactForm } from '@/features/contact/components/contact-form';
import { MapEmbed } from '@/app/layouts/public/map-embed';
import { siteContact } from '@/config/site-contact';
import './contact.css';

function InfoCard({ icon, title, children }: { icon: IconDefinition; title: string; children: ReactNode }) {
  return (
    <li className="tile tile--lift contact-card">
      <span className="icon-disc contact-card__icon" aria-hidden="true">
        <Icon name={icon} />
      </span>
      <h3 className="contact-card__title">{title}</h3>
      <div className="contact-card__body">{children}</div>
    </li>
  );
}

export function Component() {
  return (
    <>
      <PageHeader title="Contact Us" />
      <PageSection
        id="contact-info-title"
        className="contact-page"
        eyebrow="Get In Touch"
        title="We Would Love to Hear From You"
        text="Whether you want to give, volunteer, partner with us or ask for help, our team is here for you."
      >
        <ul className="grid grid--4 contact-cards">
          <InfoCard icon={faLocationDot} title="Our Address">
            <address>{siteContact.address}</address>
          </InfoCard>
          <InfoCard icon={faPhone} title="Call Us">
            <a href={siteContact.phoneHref}>{siteContact.phone}</a>
            <p className="contact-card__note">
              <Icon name={faClock} /> Mon–Fri, 9:00–17:30
            </p>
          </InfoCard>
          <InfoCard icon={faEnvelope} title="Email Us">
            <a href={siteContact.emailHref}>
              <EmailText email={siteContact.email} />
            </a>
            <p className="contact-card__note">We reply within two working days.</p>
          </InfoCard>
          <InfoCard icon={faCircleQuestion} title="Have a Question?">
            <p>Want to know where your donation goes, or how to join a project? Send us a message below.</p>
          </InfoCard>
        </ul>
      </PageSection>

      <section className="section section--muted" aria-labelledby="contact-form-title">
        <div className="container split contact-page__layout">
          <div className="contact-page__form-card">
            <p className="eyebrow">Send a Message</p>
            <h2 id="contact-form-title" className="contact-page__form-title">
              How Can We Help?
            </h2>
            <ContactForm />
          </div>
          <div className="contact-page__map">
            <h2 className="contact-page__map-title">Find Us</h2>
            <MapEmbed title="Map of our London office" className="contact-page__map-embed" />
            <p className="contact-page__map-text">
              <Icon name={faLocationDot} /> {siteContact.address} ·{' '}
              <a href={siteContact.mapLinkUrl} target="_blank" rel="noopener noreferrer">
                Open in OpenStreetMap<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
            <div className="contact-page__volunteer cluster cluster--split">
              <p>Prefer to give your time?</p>
              <ButtonLink to={paths.volunteer.getHref()} variant="outline">
                Become A Volunteer
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
