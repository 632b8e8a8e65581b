import { faXmark } from '@fortawesome/free-solid-svg-icons';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { assetUrl } from '@/config/env';
import { ADMIN_NAV_ITEMS, adminTabHref, type AdminNavItem } from './admin-nav';

type AdminSidebarProps = {
  id: string;
  open: boolean;
  /** Small screens: the sidebar is a drawer over the page, with its own close button. */
  overlay: boolean;
  activeTab: string | null;
  /** The sections it links to: the admin's tabs (admin-nav.ts) unless a test gives others. */
  items?: readonly AdminNavItem<string>[];
  onClose: () => void;
  onNavigate: () => void;
  ref?: Ref<HTMLElement>;
};

/** The admin sidebar: <aside><nav aria-label="Admin"> with the sections, named as the spec. */
export function AdminSidebar({ id, open, overlay, activeTab, items = ADMIN_NAV_ITEMS, onClose, onNavigate, ref }: AdminSidebarProps) {
  const classes = ['admin-sidebar', open ? 'is-open' : 'is-closed', overlay ? 'admin-sidebar--overlay' : 'admin-sidebar--docked'];
  return (
    <aside ref={ref} id={id} className={classes.join(' ')} aria-label="Sidebar" hidden={!open && !overlay}>
      <div className="admin-sidebar__brand">
        <Link to={adminTabHref('dashboard')} className="admin-sidebar__logo" onClick={onNavigate}>
          <img src={assetUrl('/images/logo-footer.svg')} alt="Hope Foundation Admin" width={160} height={42} />
        </Link>
        {overlay && open && (
          <Button variant="ghost" size="sm" iconOnly icon={faXmark} aria-label="Close sidebar" className="admin-sidebar__close" onClick={onClose} />
        )}
      </div>
      <nav aria-label="Admin" className="admin-sidebar__nav">
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to={adminTabHref(item.id)}
                className="admin-sidebar__link"
                aria-current={activeTab === item.id ? 'page' : undefined}
                onClick={onNavigate}
              >
                <Icon name={item.icon} className="admin-sidebar__icon" />
                <span>{item.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
