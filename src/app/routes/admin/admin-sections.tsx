// The dashboard's sections, each its own lazily loaded chunk (the dashboard chunk stays small).
// The Admin and Settings sections get the signed-in user's role from the auth feature here.
// Loaders are kept apart from lazy() so a section's code can start downloading during the 500 ms
// load delay, before it is mounted.
import { lazy, useState, type ComponentType } from 'react';
import type { AdminTabId } from '@/app/layouts/admin/admin-nav';
import { saveSession } from '@/features/auth/utils/session';
import { useSession } from '@/features/auth/utils/use-session';
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
  admin: () =>
    import('@/features/admins/components/admins-section').then((m) => ({
      default: function AdminSection() {
        const { canAdminister } = useSession();
        return <m.AdminsSection canManage={canAdminister} onSessionRenewed={saveSession} />;
      },
    })),
  banner: () => import('@/features/banners/components/banners-section').then((m) => ({ default: m.BannersSection })),
  services: () => import('@/features/services/components/services-section').then((m) => ({ default: m.ServicesSection })),
  gallery: () => import('@/features/gallery/components/gallery-section').then((m) => ({ default: m.GallerySection })),
  settings: () =>
    import('@/features/settings/components/settings-section').then((m) => ({
      default: function Settings() {
        const { canAdminister } = useSession();
        return <m.SettingsSection canManage={canAdminister} />;
      },
    })),
};

/**
 * A section whose code, once downloaded, renders at once. Through lazy() alone a section always
 * suspends on its first mount, and React holds a Suspense boundary's content back for 300 ms after
 * its fallback showed: the code downloaded during the 500 ms delay would wait again for nothing.
 * A failed or stalled download becomes the app's ChunkLoadError ('Loading chunk {id} failed.').
 */
function preloadableSection(id: AdminTabId, loader: Loader) {
  let loaded: ComponentType | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const load = () =>
    (pending ??= loadChunk(`admin-${id}`, loader).then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(load);
  function Section() {
    // Decided once per mount, so a section never switches from one to the other and remounts.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Lazy />;
  }
  return { Section, preload: () => void load().catch(() => undefined) };
}

// Created once: lazy() must not be called during render.
const sections = {} as Record<AdminTabId, ReturnType<typeof preloadableSection>>;
/** The component of each dashboard tab. */
export const adminSections = {} as Record<AdminTabId, ComponentType>;
for (const id of Object.keys(loaders) as AdminTabId[]) {
  sections[id] = preloadableSection(id, loaders[id]);
  adminSections[id] = sections[id].Section;
}

/** Starts downloading a section's code (errors surface later, when the section mounts). */
export function preloadAdminSection(id: AdminTabId): void {
  sections[id].preload();
}
