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

/**
 * The dashboard's tabs, /admin/dashboard?tab=<id> (spec §2; 'dashboard' is the default, without a
 * param): the sidebar in the spec's order and with its exact names. The one list of tabs: the ids,
 * the sidebar and the sections' loaders (a Record keyed by these ids) come from it.
 */
export const ADMIN_TABS = {
  dashboard: { label: 'Dashboard', icon: faGaugeHigh },
  'blog-posts': { label: 'Blog Posts', icon: faNewspaper },
  donations: { label: 'Donations', icon: faHandHoldingDollar },
  volunteers: { label: 'Volunteers', icon: faUsers },
  contacts: { label: 'Messages', icon: faEnvelope },
  'contact-forms': { label: 'Contact Forms', icon: faAddressBook },
  admin: { label: 'Admin', icon: faCrown },
  banner: { label: 'Banner', icon: faPanorama },
  services: { label: 'Services', icon: faHandsHelping },
  gallery: { label: 'Gallery', icon: faImages },
  settings: { label: 'Settings', icon: faGear },
} as const satisfies Record<string, AdminTab>;

export type AdminTabId = keyof typeof ADMIN_TABS;
export const ADMIN_TAB_IDS = Object.keys(ADMIN_TABS) as AdminTabId[];

export type AdminTab = { label: string; icon: IconDefinition };
export type AdminNavItem<Id extends string = AdminTabId> = AdminTab & { id: Id };

/** The sidebar's items for a set of tabs, in their order. */
export const adminNavItems = <Id extends string>(tabs: Readonly<Record<Id, AdminTab>>): AdminNavItem<Id>[] =>
  (Object.keys(tabs) as Id[]).map((id) => ({ id, ...tabs[id] }));

/** The sidebar, in the spec's order and with its exact names. */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = adminNavItems(ADMIN_TABS);

export function isAdminTabId(value: string | null): value is AdminTabId {
  return value !== null && (ADMIN_TAB_IDS as readonly string[]).includes(value);
}

/** '/admin/dashboard' for the home tab, '/admin/dashboard?tab=<id>' for the others. */
export function adminTabHref(id: string): string {
  return paths.adminDashboard.getHref(id === 'dashboard' ? undefined : id);
}
