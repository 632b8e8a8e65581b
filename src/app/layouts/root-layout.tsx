// Chooses the chrome: the public header/footer/popups, or none in admin mode.
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { isAdminPath, paths } from '@/config/paths';
import { DonationPopup } from '@/features/donor-popup/components/donation-popup';
import { RecentDonorPopup } from '@/features/donor-popup/components/recent-donor-popup';
import { getRuntimeStatus } from '@/lib/runtime-status';
import { PublicLayout } from './public/public-layout';
import { StorageNotice } from './storage-notice';

/** Spec: the recent-donor popup appears on the home and donate pages only. */
const DONOR_POPUP_PATHS: readonly string[] = [paths.home.getHref(), paths.donate.getHref()];

function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

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
  const showDonors = DONOR_POPUP_PATHS.includes(normalisePath(pathname));
  return (
    <>
      {notice}
      <PublicLayout
        overlays={
          <>
            <DonationPopup />
            {showDonors ? <RecentDonorPopup /> : null}
          </>
        }
      >
        <Outlet />
      </PublicLayout>
      <ScrollRestoration />
    </>
  );
}
