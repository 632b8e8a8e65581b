// Chooses the chrome: the public header/footer/popups, or none in admin mode.
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { isAdminPath } from '@/config/paths';
import { getRuntimeStatus } from '@/lib/runtime-status';
import { PublicLayout } from './public/public-layout';
import { StorageNotice } from './storage-notice';

export function RootLayout() {
  const { pathname } = useLocation();
  const notice = getRuntimeStatus().persistent ? null : <StorageNotice />;
  if (isAdminPath(pathname)) {
    return (
      <>
        {notice}
        <Outlet />
        <ScrollRestoration />
      </>
    );
  }
  return (
    <>
      {notice}
      <PublicLayout>
        <Outlet />
      </PublicLayout>
      <ScrollRestoration />
    </>
  );
}
