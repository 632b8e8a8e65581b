import { faCalendarDays, faEnvelope, faHandHoldingHeart, faHandshakeAngle, faHouse } from '@fortawesome/free-solid-svg-icons';
import type { IconDefinition } from '@fortawesome/free-solid-svg-icons';
import { Icon } from '@/components/ui/icon';
import { useEffect } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';

type BottomBarItem = { label: string; to: string; icon: IconDefinition; end?: boolean };

const items: readonly BottomBarItem[] = [
  { label: 'Home', to: paths.home.getHref(), icon: faHouse, end: true },
  { label: 'Services', to: paths.services.getHref(), icon: faHandshakeAngle },
  { label: 'Donate', to: paths.donate.getHref(), icon: faHandHoldingHeart },
  { label: 'Events', to: paths.events.getHref(), icon: faCalendarDays },
  { label: 'Contact', to: paths.contact.getHref(), icon: faEnvelope },
];

/** Body class that reserves room for the bar under 768 px (see public-layout.css). */
const BODY_CLASS = 'has-mobile-bottom-bar';

/** Fixed quick navigation at the bottom of small screens (hidden from 768 px by CSS). */
export function MobileBottomBar() {
  // Padding lives on <body> so the last content clears the bar; removed when the public chrome unmounts.
  useEffect(() => {
    document.body.classList.add(BODY_CLASS);
    return () => document.body.classList.remove(BODY_CLASS);
  }, []);

  return (
    <nav className="mobile-bottom-bar" aria-label="Quick navigation">
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className="mobile-bottom-bar__link">
              <Icon name={item.icon} />
              <span>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
