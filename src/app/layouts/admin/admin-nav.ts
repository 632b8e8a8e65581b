import {
  faAddressBook,
  faCrown,
  faEnvelope,
  faGaugeHigh,
  faGear,
  faHandHoldingDollar,
  faHandsHelping,
  faImages,
  faNewspaper,
  faPanorama,
  faUsers,
  type IconDefinition,
} from '@fortawesome/free-solid-svg-icons';
import { paths } from '@/config/paths';

/** Tab ids of /admin/dashboard?tab=<id> (spec §2; 'dashboard' is the default, without a param). */
export const ADMIN_TAB_IDS = [
  'dashboard',
  'blog-posts',
  'donations',
  'volunteers',
  'contacts',
  'contact-forms',
  'admin',
  'banner',
  'services',
  'gallery',
  'settings',
] as const;
export type AdminTabId = (typeof ADMIN_TAB_IDS)[number];

export type AdminNavItem = { id: AdminTabId; label: string; icon: IconDefinition };

/** The sidebar, in the spec's order and with its exact names. */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { id: 'dashboard', label: 'Dashboard', icon: faGaugeHigh },
  { id: 'blog-posts', label: 'Blog Posts', icon: faNewspaper },
  { id: 'donations', label: 'Donations', icon: faHandHoldingDollar },
  { id: 'volunteers', label: 'Volunteers', icon: faUsers },
  { id: 'contacts', label: 'Messages', icon: faEnvelope },
  { id: 'contact-forms', label: 'Contact Forms', icon: faAddressBook },
  { id: 'admin', label: 'Admin', icon: faCrown },
  { id: 'banner', label: 'Banner', icon: faPanorama },
  { id: 'services', label: 'Services', icon: faHandsHelping },
  { id: 'gallery', label: 'Gallery', icon: faImages },
  { id: 'settings', label: 'Settings', icon: faGear },
];

export function isAdminTabId(value: string | null): value is AdminTabId {
  return value !== null && (ADMIN_TAB_IDS as readonly string[]).includes(value);
}

/** '/admin/dashboard' for the home tab, '/admin/dashboard?tab=<id>' for the others. */
export function adminTabHref(id: AdminTabId): string {
  return paths.adminDashboard.getHref(id === 'dashboard' ? undefined : id);
}
