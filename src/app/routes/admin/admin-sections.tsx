// The dashboard's sections (ADMIN_TABS), each its own lazily loaded chunk (the dashboard chunk
// stays small). Loading is kept apart from lazy() so a section's code can start downloading during
// the 500 ms load delay, before it is mounted.
import { lazy, useState, type ComponentType } from 'react';
import { ADMIN_TAB_IDS, ADMIN_TABS, type AdminTabId } from '@/app/layouts/admin/admin-nav';
import { loadChunk } from '@/lib/chunk';

type Loader = () => Promise<{ default: ComponentType }>;

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
for (const id of ADMIN_TAB_IDS) {
  sections[id] = preloadableSection(id, () => ADMIN_TABS[id].section().then((Section) => ({ default: Section })));
  adminSections[id] = sections[id].Section;
}

/** Starts downloading a section's code (errors surface later, when the section mounts). */
export function preloadAdminSection(id: AdminTabId): void {
  sections[id].preload();
}
