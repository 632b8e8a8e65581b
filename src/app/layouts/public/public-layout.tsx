import type { MouseEvent, ReactNode } from 'react';
import { BackToTop } from './back-to-top';
import { MobileBottomBar } from './mobile-bottom-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TopBar } from './top-bar';
import './public-layout.css';

const MAIN_ID = 'main-content';

type PublicLayoutProps = {
  children?: ReactNode;
  /** Popups mounted by the router (donation popup, donor popup), rendered after the footer. */
  overlays?: ReactNode;
  /** Logo overrides passed on to the header. */
  headerLogo?: string;
  stickyLogo?: string;
  footerLogo?: string;
};

// Move focus ourselves: a bare #hash would go through the router's history and could be lost.
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/** The public site chrome around every public page. */
export function PublicLayout({ children, overlays, headerLogo, stickyLogo, footerLogo }: PublicLayoutProps) {
  return (
    <div className="public-layout">
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToContent}>
        Skip to content
      </a>
      <SiteHeader topBar={<TopBar />} headerLogo={headerLogo} stickyLogo={stickyLogo} />
      <main id={MAIN_ID} className="public-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter footerLogo={footerLogo} />
      {overlays}
      <BackToTop />
      <MobileBottomBar />
    </div>
  );
}
