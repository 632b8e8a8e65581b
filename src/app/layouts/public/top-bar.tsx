import { faEnvelope, faPhone } from '@fortawesome/free-solid-svg-icons';
import { Icon } from '@/components/ui/icon';
import { siteContact, type SocialNetwork } from '@/config/site-contact';
import { SocialLink } from './social-links';

const networks: readonly SocialNetwork[] = ['facebook', 'instagram', 'linkedin'];

/** The thin strip above the header: phone, e-mail and the three social links (one row, even on phones). */
export function TopBar() {
  return (
    <div className="top-bar">
      <div className="container top-bar__inner cluster cluster--split">
        <ul className="top-bar__contacts">
          <li>
            <a className="top-bar__link tap-area" href={siteContact.phoneHref}>
              <Icon name={faPhone} />
              <span>{siteContact.phone}</span>
            </a>
          </li>
          <li>
            <a className="top-bar__link top-bar__link--email tap-area" href={siteContact.emailHref}>
              <Icon name={faEnvelope} />
              <span className="top-bar__email">{siteContact.email}</span>
            </a>
          </li>
        </ul>
        <ul className="top-bar__social">
          {networks.map((network) => (
            <li key={network}>
              <SocialLink network={network} className="top-bar__social-link tap-area" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
