import { faEnvelope, faLocationDot, faPhone } from '@fortawesome/free-solid-svg-icons';
import { Icon } from '@/components/ui/icon';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { today } from '@/lib/clock';
import { safeImageSrc } from '@/lib/safe-href';
import { MapEmbed } from './map-embed';
import { NewsletterForm } from './newsletter-form';
import { siteContact } from '@/config/site-contact';
import { SocialLink } from './social-links';

const quickLinks = [
  { label: 'About Us', to: paths.about.getHref() },
  { label: 'Services', to: paths.services.getHref() },
  { label: 'Events', to: paths.events.getHref() },
  { label: 'Gallery', to: paths.gallery.getHref() },
  { label: 'Volunteer', to: paths.volunteer.getHref() },
  { label: 'Contact Us', to: paths.contact.getHref() },
  { label: 'Donate', to: paths.donate.getHref() },
  { label: 'Zakat Calculator', to: paths.zakat.getHref() },
] as const;

/** The site footer: logo, about blurb, contacts, quick links, newsletter, map and copyright. */
export function SiteFooter({ footerLogo }: { footerLogo?: string }) {
  // UTC, as every date the site shows.
  const year = today().getUTCFullYear();

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__col" aria-labelledby="footer-about-title">
          {/* The logo is the column's heading (its alt text names it), not a logo over a second title. */}
          <h2 id="footer-about-title" className="site-footer__brand">
            <img
              className="site-footer__logo"
              src={safeImageSrc(footerLogo, '/images/logo-footer.svg')}
              alt="Hope Foundation"
              width={180}
              height={48}
              loading="lazy"
            />
          </h2>
          <p className="site-footer__about">
            Since 2013 we have worked alongside families in need: education for children, shelter, medical aid,
            disaster relief and skills that lead to work. Every gift goes where it is needed most.
          </p>
          <ul className="site-footer__contacts">
            <li>
              <Icon name={faPhone} />
              <a href={siteContact.phoneHref}>{siteContact.phone}</a>
            </li>
            <li>
              <Icon name={faEnvelope} />
              <a href={siteContact.emailHref}>{siteContact.email}</a>
            </li>
            <li>
              <Icon name={faLocationDot} />
              <span>{siteContact.address}</span>
            </li>
          </ul>
          <SocialLink network="facebook" className="site-footer__social" />
        </section>

        <nav className="site-footer__col" aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="site-footer__title">
            Quick Links
          </h2>
          <ul className="site-footer__links">
            {quickLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className="site-footer__col" aria-labelledby="footer-newsletter-title">
          <h2 id="footer-newsletter-title" className="site-footer__title">
            Newsletter
          </h2>
          <p>News of our work and events, now and then.</p>
          <NewsletterForm />
        </section>

        <section className="site-footer__col" aria-labelledby="footer-map-title">
          <h2 id="footer-map-title" className="site-footer__title">
            Find Us
          </h2>
          <MapEmbed className="site-footer__map" />
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>
            &copy; {year} Hope Foundation. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
