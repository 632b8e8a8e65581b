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
  // Once a section shows and the page is idle, the other tabs' code (a few KB each) downloads too,
  // so a tab opens at once.
  useEffect(() => {
    if (!ready) return undefined;
    const preloadAll = () => ADMIN_NAV_ITEMS.forEach((item) => preloadAdminSection(item.id));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(preloadAll, 1000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(preloadAll, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
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
