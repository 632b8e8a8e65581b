import { faBars } from '@fortawesome/free-solid-svg-icons';
import { Icon } from '@/components/ui/icon';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { safeImageSrc } from '@/lib/safe-href';
import { mainNavItems } from './nav-items';
import { OffCanvasMenu } from './off-canvas-menu';
import { useScrollPast } from './use-scroll-past';

/** Spec §9: the header sticks once the page is scrolled more than this. */
export const STICKY_HEADER_THRESHOLD = 40;

const DEFAULT_LOGO = '/images/logo.svg';
const DEFAULT_STICKY_LOGO = '/images/logo-sticky.svg';

type SiteHeaderProps = {
  /** Rendered first inside the <header> (the top bar), so the banner landmark holds it too. */
  topBar?: ReactNode;
  /** Overrides of the logo images (stored paths or URLs; a refused one gives the default). */
  headerLogo?: string;
  stickyLogo?: string;
};

/** The site header: logo, menu toggle, desktop navigation and Donate Now; sticky after 40 px. */
export function SiteHeader({ topBar, headerLogo, stickyLogo }: SiteHeaderProps) {
  const sticky = useScrollPast(STICKY_HEADER_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  const logo = sticky ? safeImageSrc(stickyLogo, DEFAULT_STICKY_LOGO) : safeImageSrc(headerLogo, DEFAULT_LOGO);

  return (
    <header className={sticky ? 'site-header is-sticky' : 'site-header'} data-sticky={sticky ? 'true' : 'false'}>
      {topBar}
      {/* Holds the bar's place while it is fixed, so the page does not jump. */}
      <div className="site-header__spacer" aria-hidden="true" hidden={!sticky} />
      <div className="site-header__bar">
        <div className="container site-header__inner">
          <Link to={paths.home.getHref()} className="site-header__logo">
            <img src={logo} alt="Hope Foundation" width={180} height={48} />
          </Link>
          <nav className="site-header__nav" aria-label="Main">
            <ul>
              {mainNavItems.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className="site-header__link">
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Link to={paths.donate.getHref()} className="layout-btn site-header__donate">
            Donate Now
          </Link>
          <button
            type="button"
            className="site-header__toggle"
            aria-label="Toggle menu"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={faBars} />
          </button>
        </div>
      </div>
      <OffCanvasMenu id={menuId} open={menuOpen} onClose={closeMenu} />
    </header>
  );
}
