// Chooses the chrome: the public header/footer/popups, the tools' plain bar, or none in admin mode.
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router-dom';
import { isAdminPath, isToolPath, paths } from '@/config/paths';
import { DonationPopup } from '@/features/donor-popup/components/donation-popup';
import { LazyRecentDonorPopup } from '@/features/donor-popup/components/lazy-recent-donor-popup';
import { usePopupsOff } from '@/features/donor-popup/utils/popups-off';
import { useUnauthorizedRedirect } from '@/features/auth/utils/use-unauthorized-redirect';
import { useRuntimeField } from '@/lib/runtime-status';
import { PublicLayout } from './public/public-layout';
import { ToolsLayout } from './tools/tools-layout';
import { BackendUpdateNotice, DataResetNotice, StorageNotice } from './storage-notice';
import { useSiteSettings } from './use-site-settings';

/** Spec: the recent-donor popup appears on the home and donate pages only. */
const DONOR_POPUP_PATHS: readonly string[] = [paths.home.getHref(), paths.donate.getHref()];

function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Every first page load shares the key 'default'; keying those by path stops one page's scroll leaking into another. */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname : location.key);

export function RootLayout() {
  const { pathname } = useLocation();
  const adminMode = isAdminPath(pathname);
  // A 401 from any admin call clears the session and goes to the sign-in page.
  useUnauthorizedRedirect();
  // The saved theme and favicon apply everywhere; the saved logos on public pages.
  const logos = useSiteSettings();
  const backendUpdate = useRuntimeField('backendUpdate');
  const dataReset = useRuntimeField('dataReset');
  const popupsOff = usePopupsOff();
  const persistent = useRuntimeField('persistent');
  const notice = backendUpdate ? (
    <BackendUpdateNotice update={backendUpdate} dataReset={dataReset ?? false} />
  ) : !persistent ? (
    <StorageNotice />
  ) : dataReset ? (
    <DataResetNotice />
  ) : null;
  if (adminMode) {
    return (
      <>
        {notice}
        <Outlet />
        <ScrollRestoration getKey={scrollKey} />
      </>
    );
  }
  if (isToolPath(normalisePath(pathname))) {
    return (
      <>
        {notice}
        <ToolsLayout>
          <Outlet />
        </ToolsLayout>
        <ScrollRestoration getKey={scrollKey} />
      </>
    );
  }
  const showDonors = DONOR_POPUP_PATHS.includes(normalisePath(pathname));
  return (
    <>
      {notice}
      <PublicLayout
        headerLogo={logos.headerLogo}
        stickyLogo={logos.stickyLogo}
        footerLogo={logos.footerLogo}
        overlays={
          popupsOff ? null : (
            <>
              <DonationPopup />
              {showDonors ? <LazyRecentDonorPopup /> : null}
            </>
          )
        }
      >
        <Outlet />
      </PublicLayout>
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
