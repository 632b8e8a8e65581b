// The router's error screens, shown inside the site's own chrome (public or admin).
import { Component, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isAdminPath } from '@/config/paths';
import { lazyChunk } from '@/lib/lazy-chunk';
import { PublicLayout } from '../layouts/public/public-layout';
import { RouteErrorContent } from './route-error-content';

const AdminErrorScreen = lazyChunk('admin-error-screen', () => import('./admin-error-screen').then((m) => m.AdminErrorScreen));

/** Errors below the root layout: the public chrome is already drawn around it; admin pages draw their own. */
export function RouteErrorScreen() {
  const { pathname } = useLocation();
  return isAdminPath(pathname) ? (
    <Suspense fallback={null}>
      <AdminErrorScreen />
    </Suspense>
  ) : (
    <RouteErrorContent admin={false} />
  );
}

type ChromeGuardProps = { children: ReactNode; fallback: ReactNode };

/** If the chrome itself is what failed, the error shows on its own rather than not at all. */
class ChromeGuard extends Component<ChromeGuardProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The root layout itself failed: this screen draws the chrome. */
export function RootErrorScreen() {
  const { pathname } = useLocation();
  const admin = isAdminPath(pathname);
  return (
    <ChromeGuard
      fallback={
        <main className="route-error-page">
          <RouteErrorContent admin={admin} />
        </main>
      }
    >
      {admin ? (
        <Suspense fallback={null}>
          <AdminErrorScreen />
        </Suspense>
      ) : (
        <PublicLayout>
          <RouteErrorContent admin={false} />
        </PublicLayout>
      )}
    </ChromeGuard>
  );
}
