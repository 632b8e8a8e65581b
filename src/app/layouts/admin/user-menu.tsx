import { faChevronDown, faCircleUser, faGear, faRightFromBracket, faUser } from '@fortawesome/free-solid-svg-icons';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { adminTabHref } from './admin-nav';

type UserMenuProps = { username: string; onLogout: () => void };

/** The header's user dropdown (a disclosure): Profile, Settings, Logout. */
export function UserMenu({ username, onLogout }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="admin-user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="admin-user-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={faCircleUser} className="admin-user-menu__avatar" />
        <span className="admin-user-menu__name">{username}</span>
        <Icon name={faChevronDown} className="admin-user-menu__chevron" />
      </button>
      <ul id={menuId} className="admin-user-menu__list" hidden={!open}>
        <li>
          <Link to={adminTabHref('dashboard')} className="admin-user-menu__item" onClick={close}>
            <Icon name={faUser} /> Profile
          </Link>
        </li>
        <li>
          <Link to={adminTabHref('settings')} className="admin-user-menu__item" onClick={close}>
            <Icon name={faGear} /> Settings
          </Link>
        </li>
        <li>
          <button
            type="button"
            className="admin-user-menu__item"
            onClick={() => {
              close();
              onLogout();
            }}
          >
            <Icon name={faRightFromBracket} /> Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
