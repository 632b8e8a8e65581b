// The dashboard's sections, each its own lazily loaded chunk (the dashboard chunk stays small).
// Loaders are kept apart from lazy() so a section's code can start downloading during the 500 ms
// load delay, before it is mounted.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AdminTabId } from '@/app/layouts/admin/admin-nav';
import { loadChunk } from '@/lib/chunk';

type Loader = () => Promise<{ default: ComponentType }>;

const loaders: Record<AdminTabId, Loader> = {
  dashboard: () => import('./dashboard-home').then((m) => ({ default: m.DashboardHome })),
  'blog-posts': () => import('@/features/events/components/blog-posts-section').then((m) => ({ default: m.BlogPostsSection })),
  donations: () => import('@/features/donations/components/donations-section').then((m) => ({ default: m.DonationsSection })),
  volunteers: () => import('@/features/volunteers/components/volunteers-section').then((m) => ({ default: m.VolunteersSection })),
  contacts: () =>
    import('@/features/contact/components/contacts-section').then((m) => ({
      default: function MessagesSection() {
        return <m.ContactsSection variant="contacts" />;
      },
    })),
  'contact-forms': () =>
    import('@/features/contact/components/contacts-section').then((m) => ({
      default: function ContactFormsSection() {
        return <m.ContactsSection variant="contact-forms" />;
      },
    })),
  admin: () => import('@/features/admins/components/admins-section').then((m) => ({ default: m.AdminsSection })),
  banner: () => import('@/features/banners/components/banners-section').then((m) => ({ default: m.BannersSection })),
  services: () => import('@/features/services/components/services-section').then((m) => ({ default: m.ServicesSection })),
  gallery: () => import('@/features/gallery/components/gallery-section').then((m) => ({ default: m.GallerySection })),
  settings: () => import('@/features/settings/components/settings-section').then((m) => ({ default: m.SettingsSection })),
};

// One lazy component per tab, created once: lazy() must not be called during render. A failed or
// stalled download becomes the app's ChunkLoadError ('Loading chunk {id} failed.').
export const adminSections = Object.fromEntries(
  Object.entries(loaders).map(([id, loader]) => [id, lazy(() => loadChunk(`admin-${id}`, loader))]),
) as Record<AdminTabId, LazyExoticComponent<ComponentType>>;

/** Starts downloading a section's code (errors surface later, when the section mounts). */
export function preloadAdminSection(id: AdminTabId): void {
  loaders[id]().catch(() => undefined);
}
