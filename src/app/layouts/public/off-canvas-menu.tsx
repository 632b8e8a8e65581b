import { faXmark } from '@fortawesome/free-solid-svg-icons';
import { Icon } from '@/components/ui/icon';
import { registerModal } from '@/components/ui/modal-stack';
import { useEffect, useRef, type RefObject } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { mainNavItems } from './nav-items';

/** Width from which the desktop navigation shows and the off-canvas menu has no purpose. */
const DESKTOP_QUERY = '(min-width: 1024px)';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

type OffCanvasMenuProps = {
  /** id of the wrapper, referenced by the toggle's aria-controls. */
  id: string;
  open: boolean;
  onClose: () => void;
  /** Receives focus back when the menu closes (the menu toggle). */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

/** The mobile menu: a modal side panel with the main links and Donate Now. */
export function OffCanvasMenu({ id, open, onClose, returnFocusRef }: OffCanvasMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Focus moves into the panel on open and back to the toggle on close.
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      closeRef.current?.focus();
    } else if (wasOpen.current) {
      wasOpen.current = false;
      returnFocusRef?.current?.focus();
    }
  }, [open, returnFocusRef]);

  // A modal like the dialogs: a dialog on a timer waits until the menu closes.
  useEffect(() => (open ? registerModal(id) : undefined), [open, id]);

  useEffect(() => {
    if (!open) return;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      // Keep Tab inside the panel while it is modal.
      const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      const inside = active instanceof Node && panelRef.current.contains(active);
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };

    // A native listener keeps the decorative backdrop out of the accessibility tree.
    const backdrop = backdropRef.current;
    backdrop?.addEventListener('click', onClose);

    // Growing past the mobile breakpoint hides the panel; do not leave focus trapped in it.
    const desktop = typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;
    const onDesktopChange = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    desktop?.addEventListener('change', onDesktopChange);

    // The page behind the panel should not scroll while the menu is open.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      backdrop?.removeEventListener('click', onClose);
      desktop?.removeEventListener('change', onDesktopChange);
      document.body.style.overflow = previousOverflow;
    };
  }, [open, onClose]);

  return (
    <div id={id} className={open ? 'off-canvas is-open' : 'off-canvas'} hidden={!open}>
      <div ref={backdropRef} className="off-canvas__backdrop" aria-hidden="true" />
      <div ref={panelRef} className="off-canvas__panel" role="dialog" aria-modal="true" aria-label="Menu">
        <div className="off-canvas__head">
          <span className="off-canvas__brand">Hope Foundation</span>
          <button ref={closeRef} type="button" className="off-canvas__close" aria-label="Close" onClick={onClose}>
            <Icon name={faXmark} />
          </button>
        </div>
        <nav className="off-canvas__nav" aria-label="Mobile">
          <ul>
            {mainNavItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className="off-canvas__link" onClick={onClose}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="off-canvas__footer">
          <Link to={paths.donate.getHref()} className="layout-btn off-canvas__donate" onClick={onClose}>
            Donate Now
          </Link>
        </div>
      </div>
    </div>
  );
}
