import { faXmark } from '@fortawesome/free-solid-svg-icons';
import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import { DEFERRED_ATTRIBUTE, useBlockingModalOpen } from './open-modals';
import './dialog.css';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: DialogSize;
  role?: 'dialog' | 'alertdialog';
  /** Keeps the title for screen readers only. */
  hideTitle?: boolean;
  closeOnBackdrop?: boolean;
  closeOnEscape?: boolean;
  showClose?: boolean;
  /** Element to focus on open; else the first [data-autofocus], else the first focusable in body/footer. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  'aria-describedby'?: string;
  className?: string;
  /**
   * For a dialog the app opens by itself (on a timer) rather than in answer to the user: it shows
   * only while no other modal is open, so it waits for the one that is and steps aside (to come
   * back later) when one opens over it. Never two modals at once.
   */
  deferred?: boolean;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

function firstFocusable(container: HTMLElement | null): HTMLElement | undefined {
  if (!container) return undefined;
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).find((el) => el.tabIndex >= 0 && !el.closest('[hidden],[inert]'));
}

/**
 * Modal dialog on the native <dialog>, shown with showModal(): the platform puts it in the top
 * layer, makes the rest of the page inert, keeps the focus inside, turns Escape into a `cancel`
 * and gives the focus back to the opener on close. Mounted only while open.
 */
export function Dialog(props: DialogProps) {
  const blocked = useBlockingModalOpen();
  if (!props.open || (props.deferred && blocked) || typeof document === 'undefined') return null;
  // At the end of <body>, so the markup stays valid wherever the component sits (a confirmation
  // inside a form's dialog would otherwise put a dialog inside that form).
  return createPortal(<DialogContent {...props} />, document.body);
}

function DialogContent({
  onClose,
  title,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  hideTitle = false,
  closeOnBackdrop = true,
  closeOnEscape = true,
  showClose = true,
  initialFocusRef,
  'aria-describedby': describedBy,
  className,
  deferred = false,
}: DialogProps) {
  const titleId = `${useId()}-title`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);

  const focusInitial = useEffectEvent((dialog: HTMLDialogElement) => {
    // The platform would focus the header's Close button first; the content is more useful.
    const target =
      initialFocusRef?.current ??
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      firstFocusable(bodyRef.current) ??
      firstFocusable(footerRef.current);
    target?.focus();
  });

  // A body that scrolls must be reachable by keyboard (axe: scrollable-region-focusable).
  const [bodyScrolls, setBodyScrolls] = useState(false);
  useEffect(() => {
    const bodyElement = bodyRef.current;
    if (!bodyElement || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setBodyScrolls(bodyElement.scrollHeight > bodyElement.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(bodyElement);
    measure();
    return () => observer.disconnect();
  }, []);

  // A layout effect: its cleanup runs while the dialog is still in the document, so close()
  // can give the focus back to the opener before React removes the element.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    dialog.showModal();
    focusInitial(dialog);
    return () => dialog.close();
  }, []);

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // The parent owns `open`: Escape asks it through onClose (the banner form's unsaved-changes
    // guard may say no) instead of closing the dialog under it. React passes a nested dialog's
    // `cancel` up its tree too: only this dialog's own counts.
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    if (event.nativeEvent.cancelable === false) {
      // A second Escape with no user activation between cannot be refused: the browser closes the
      // dialog right after this event. Show it again first, still under anything onClose opens.
      const dialog = event.currentTarget;
      queueMicrotask(() => {
        if (dialog.isConnected && !dialog.open) dialog.showModal();
      });
    }
    if (closeOnEscape) onClose();
  }

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    // The panel's parts fill the <dialog>, so a click on the element itself is on its ::backdrop.
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  }

  const header = (
    <div className={hideTitle ? 'ui-dialog__header ui-dialog__header--bare' : 'ui-dialog__header'}>
      <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'ui-dialog__title'}>
        {title}
      </h2>
      {showClose && <Button variant="ghost" size="sm" iconOnly icon={faXmark} aria-label="Close" className="ui-dialog__close" onClick={onClose} />}
    </div>
  );

  return (
    // Escape and backdrop clicks are the platform's `cancel` and a click on the element itself.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      // Lets the focus rest on the dialog itself when nothing inside can take it.
      tabIndex={-1}
      {...(deferred ? { [DEFERRED_ATTRIBUTE]: '' } : {})}
      className={['ui-dialog', `ui-dialog--${size}`, className].filter(Boolean).join(' ')}
      onCancel={onCancel}
      onClick={onClick}
    >
      {header}
      <div ref={bodyRef} className="ui-dialog__body" {...(bodyScrolls ? { tabIndex: 0, role: 'group', 'aria-label': 'Scrollable area' } : {})}>
        {children}
      </div>
      {footer && (
        <div ref={footerRef} className="ui-dialog__footer">
          {footer}
        </div>
      )}
    </dialog>
  );
}
