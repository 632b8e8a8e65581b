// /admin/dashboard: the tabbed dashboard. The tab lives in the URL (?tab=<id>) so a reload keeps
// it; sections are lazy chunks; data loads start 500 ms after the dashboard appears (spec §2).
import { Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_NAV_ITEMS, isAdminTabId, type AdminTabId } from '@/app/layouts/admin/admin-nav';
import { AdminLayout } from '@/app/layouts/admin/admin-layout';
import { AdminGuard } from '@/features/auth/components/admin-guard';
import { adminSections, preloadAdminSection } from './admin-sections';
import { SectionErrorBoundary } from './section-error-boundary';

/** Spec §9: the dashboard's data load delay. */
export const DASHBOARD_LOAD_DELAY_MS = 500;
/** After the first section shows, when the other sections' code is fetched. */
const PRELOAD_OTHERS_AFTER_MS = 1000;

function SectionSkeleton() {
  return (
    <div className="admin-section-loading" role="status" aria-label="Loading section">
      <div className="admin-skeleton" />
      <div className="admin-skeleton admin-skeleton--tall" />
    </div>
  );
}

function Dashboard() {
  const [searchParams] = useSearchParams();
  const param = searchParams.get('tab');
  const tab: AdminTabId = isAdminTabId(param) ? param : 'dashboard';
  const label = ADMIN_NAV_ITEMS.find((item) => item.id === tab)?.label ?? 'Dashboard';
  const [ready, setReady] = useState(false);

  // The section's code downloads during the delay; its data loads start when it mounts.
  useEffect(() => {
    preloadAdminSection(tab);
  }, [tab]);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), DASHBOARD_LOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  // Once a section shows, the other tabs' code (a few KB each) downloads too: a tab opens at once.
  useEffect(() => {
    if (!ready) return undefined;
    const timer = window.setTimeout(() => ADMIN_NAV_ITEMS.forEach((item) => preloadAdminSection(item.id)), PRELOAD_OTHERS_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [ready]);

  const Section = adminSections[tab];
  return (
    <AdminLayout activeTab={tab}>
      <title>{`${label} | Admin | Hope Foundation`}</title>
      <h1 className="visually-hidden">Admin Dashboard</h1>
      {ready ? (
        <SectionErrorBoundary key={tab}>
          <Suspense fallback={<SectionSkeleton />}>
            <Section />
          </Suspense>
        </SectionErrorBoundary>
      ) : (
        <SectionSkeleton />
      )}
    </AdminLayout>
  );
}

export function Component() {
  return (
    <AdminGuard>
      <Dashboard />
    </AdminGuard>
  );
}
