import { paths } from '@/config/paths';

export type NavItem = { label: string; to: string; end?: boolean };

/** The main navigation, shared by the desktop header and the off-canvas menu (spec §2). */
export const mainNavItems: readonly NavItem[] = [
  { label: 'Home', to: paths.home.getHref(), end: true },
  { label: 'About Us', to: paths.about.getHref() },
  { label: 'Services', to: paths.services.getHref() },
  { label: 'Events', to: paths.events.getHref() },
  { label: 'Contact Us', to: paths.contact.getHref() },
];
