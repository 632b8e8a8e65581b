import { faXmark } from '@fortawesome/free-solid-svg-icons';
import { Icon } from '@/components/ui/icon';
import { useEffect, useRef, type MouseEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { mainNavItems } from './nav-items';

/** Width from which the desktop navigation shows and the off-canvas menu has no purpose. */
const DESKTOP_QUERY = '(min-width: 1024px)';

type OffCanvasMenuProps = {
  /** id of the menu, referenced by the toggle's aria-controls. */
  id: string;
  open: boolean;
  onClose: () => void;
};

/**
 * The mobile menu: a side panel with the main links and Donate Now, on a native <dialog> shown
 * with showModal(). The platform moves the focus in (to Close, the first control), keeps it there,
 * closes on Escape and gives the focus back to the toggle.
 */
export function OffCanvasMenu({ id, open, onClose }: OffCanvasMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    dialog.showModal();

    // Growing past the mobile breakpoint hides the panel; do not leave the page inert behind it.
    const desktop = typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;
    const onDesktopChange = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    desktop?.addEventListener('change', onDesktopChange);
    return () => {
      desktop?.removeEventListener('change', onDesktopChange);
      dialog.close();
    };
  }, [open, onClose]);

  // The panel fills the <dialog>, so a click on the element itself is on its ::backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // Escape and backdrop clicks are the platform's `close` and a click on the element itself.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog ref={dialogRef} id={id} className="off-canvas" aria-modal="true" aria-label="Menu" onClose={onClose} onClick={onClick}>
      <div className="off-canvas__panel">
        <div className="off-canvas__head">
          <span className="off-canvas__brand">Hope Foundation</span>
          <button type="button" className="off-canvas__close" aria-label="Close" onClick={onClose}>
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
    </dialog>
  );
}
