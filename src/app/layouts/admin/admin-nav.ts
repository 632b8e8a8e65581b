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
import type { ComponentType } from 'react';
import { paths } from '@/config/paths';

/**
 * The dashboard's tabs, /admin/dashboard?tab=<id> (spec §2; 'dashboard' is the default, without a
 * param): the sidebar in the spec's order and with its exact names, and the section each shows,
 * loaded as its own chunk when the tab opens. The one list of tabs: the ids, the sidebar and the
 * sections (src/app/routes/admin/admin-sections.tsx) come from it. A new tab is one entry here.
 */
export const ADMIN_TABS = {
  dashboard: { label: 'Dashboard', icon: faGaugeHigh, section: () => import('@/app/routes/admin/dashboard-home').then((m) => m.DashboardHome) },
  'blog-posts': {
    label: 'Blog Posts',
    icon: faNewspaper,
    section: () => import('@/features/events/components/blog-posts-section').then((m) => m.BlogPostsSection),
  },
  donations: {
    label: 'Donations',
    icon: faHandHoldingDollar,
    section: () => import('@/features/donations/components/donations-section').then((m) => m.DonationsSection),
  },
  volunteers: {
    label: 'Volunteers',
    icon: faUsers,
    section: () => import('@/features/volunteers/components/volunteers-section').then((m) => m.VolunteersSection),
  },
  contacts: { label: 'Messages', icon: faEnvelope, section: () => import('@/app/routes/admin/messages-tabs').then((m) => m.MessagesTab) },
  'contact-forms': {
    label: 'Contact Forms',
    icon: faAddressBook,
    section: () => import('@/app/routes/admin/messages-tabs').then((m) => m.ContactFormsTab),
  },
  admin: { label: 'Admin', icon: faCrown, section: () => import('@/app/routes/admin/admins-tab').then((m) => m.AdminsTab) },
  banner: { label: 'Banner', icon: faPanorama, section: () => import('@/features/banners/components/banners-section').then((m) => m.BannersSection) },
  services: {
    label: 'Services',
    icon: faHandsHelping,
    section: () => import('@/features/services/components/services-section').then((m) => m.ServicesSection),
  },
  gallery: { label: 'Gallery', icon: faImages, section: () => import('@/features/gallery/components/gallery-section').then((m) => m.GallerySection) },
  settings: { label: 'Settings', icon: faGear, section: () => import('@/app/routes/admin/settings-tab').then((m) => m.SettingsTab) },
} as const satisfies Record<string, AdminTab>;

export type AdminTabId = keyof typeof ADMIN_TABS;
export const ADMIN_TAB_IDS = Object.keys(ADMIN_TABS) as AdminTabId[];

export type AdminTab = {
  label: string;
  icon: IconDefinition;
  /** The tab's section: its code, downloaded when first asked for. */
  section: () => Promise<ComponentType>;
};
/** What the sidebar shows of a tab. */
export type AdminTabLink = Pick<AdminTab, 'label' | 'icon'>;
export type AdminNavItem<Id extends string = AdminTabId> = AdminTabLink & { id: Id };

/** The sidebar's items for a set of tabs, in their order. */
export const adminNavItems = <Id extends string>(tabs: Readonly<Record<Id, AdminTabLink>>): AdminNavItem<Id>[] =>
  (Object.keys(tabs) as Id[]).map((id) => ({ id, label: tabs[id].label, icon: tabs[id].icon }));

/** The sidebar, in the spec's order and with its exact names. */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = adminNavItems(ADMIN_TABS);

export function isAdminTabId(value: string | null): value is AdminTabId {
  return value !== null && (ADMIN_TAB_IDS as readonly string[]).includes(value);
}

/** '/admin/dashboard' for the home tab, '/admin/dashboard?tab=<id>' for the others. */
export function adminTabHref(id: string): string {
  return paths.adminDashboard.getHref(id === 'dashboard' ? undefined : id);
}
