// The admin shell: sidebar (a drawer on small screens, closed by a click outside it) and the top
// header around the dashboard's content.
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLogout } from '@/features/auth/utils/use-logout';
import { useSession } from '@/features/auth/utils/use-session';
import type { AdminTabId } from './admin-nav';
import { AdminSidebar } from './admin-sidebar';
import { AdminTopbar } from './admin-topbar';
import { useMediaQuery } from '@/lib/use-media-query';
import { WIDE_QUERY } from './wide-query';
import './admin-layout.css';

const MAIN_ID = 'admin-main';

type AdminLayoutProps = {
  /** The section shown (highlighted in the sidebar); null on pages outside the dashboard tabs. */
  activeTab: AdminTabId | null;
  children: ReactNode;
};

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

export function AdminLayout({ activeTab, children }: AdminLayoutProps) {
  const wide = useMediaQuery(WIDE_QUERY);
  const overlay = !wide;
  const sidebarId = useId();
  const sidebarRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Docked and open on wide screens, a closed drawer on small ones; each remembers its own state.
  const [wideOpen, setWideOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const open = wide ? wideOpen : drawerOpen;
  const { user } = useSession();
  const logout = useLogout();

  const toggle = () => (wide ? setWideOpen((v) => !v) : setDrawerOpen((v) => !v));
  const closeDrawer = () => setDrawerOpen(false);

  // Small screens: a click outside the drawer (and outside its toggle) closes it; so does Escape.
  useEffect(() => {
    if (!overlay || !drawerOpen) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (sidebarRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      setDrawerOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setDrawerOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [overlay, drawerOpen]);

  return (
    <div className={['admin-layout', open ? 'admin-layout--sidebar-open' : 'admin-layout--sidebar-closed'].join(' ')}>
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToContent}>
        Skip to content
      </a>
      <AdminSidebar
        ref={sidebarRef}
        id={sidebarId}
        open={open}
        overlay={overlay}
        activeTab={activeTab}
        onClose={() => {
          closeDrawer();
          toggleRef.current?.focus();
        }}
        onNavigate={() => {
          if (overlay) closeDrawer();
        }}
      />
      {overlay && drawerOpen && <div className="admin-layout__scrim" aria-hidden="true" />}
      <div className="admin-layout__body">
        <AdminTopbar
          toggleRef={toggleRef}
          sidebarId={sidebarId}
          sidebarOpen={open}
          onToggleSidebar={toggle}
          username={user?.username ?? 'Admin'}
          onLogout={logout}
        />
        <main id={MAIN_ID} className="admin-layout__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
