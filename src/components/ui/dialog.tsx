import { faXmark } from '@fortawesome/free-solid-svg-icons';
import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import { isTopModal, registerModal, useBlockingModalOpen } from './modal-stack';
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

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden],[inert],[aria-hidden="true"]'),
  );
}

// Each open panel's opener, so focus can fall back along the chain when an opener was itself in a
// dialog that has since closed (a confirm followed at once by an alert).
const openers = new WeakMap<Element, HTMLElement | null>();

function returnFocus(opener: HTMLElement | null) {
  let target = opener;
  for (let hops = 0; target && !target.isConnected && hops < 10; hops += 1) {
    const panel = target.closest('.ui-dialog');
    target = panel ? (openers.get(panel) ?? null) : null;
  }
  if (target?.isConnected && target !== document.body) target.focus();
}

// Body scroll lock shared by nested dialogs.
let lockCount = 0;
let savedBodyStyle: { overflow: string; paddingRight: string } | null = null;

function lockScroll() {
  lockCount += 1;
  if (lockCount > 1) return;
  const { body, documentElement } = document;
  savedBodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  // Keep the page from shifting when its scrollbar disappears.
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  body.style.overflow = 'hidden';
}

function unlockScroll() {
  lockCount = Math.max(0, lockCount - 1);
  if (lockCount > 0 || !savedBodyStyle) return;
  document.body.style.overflow = savedBodyStyle.overflow;
  document.body.style.paddingRight = savedBodyStyle.paddingRight;
  savedBodyStyle = null;
}

/**
 * Modal dialog rendered in a portal (not the native <dialog>: jsdom has no showModal).
 * Focus moves in on open, is trapped, and returns to the opener on close; Escape closes.
 */
export function Dialog(props: DialogProps) {
  const blocked = useBlockingModalOpen();
  if (!props.open || (props.deferred && blocked) || typeof document === 'undefined') return null;
  // Mounted per opening, so the opener is captured before anything inside takes focus.
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
  const id = useId();
  const titleId = `${id}-title`;
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  // The element focused when the dialog opened (read once, during the first render).
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  const requestClose = useEffectEvent(() => onClose());
  const focusInitial = useEffectEvent(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const target =
      initialFocusRef?.current ??
      panel.querySelector<HTMLElement>('[data-autofocus]') ??
      (bodyRef.current && focusableWithin(bodyRef.current)[0]) ??
      (footerRef.current && focusableWithin(footerRef.current)[0]) ??
      focusableWithin(panel)[0] ??
      panel;
    target.focus();
  });
  const canEscape = useEffectEvent(() => closeOnEscape);

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

  useEffect(() => {
    const panelElement = panelRef.current;
    if (panelElement) openers.set(panelElement, opener);
    const unregister = registerModal(id, { deferred });
    lockScroll();
    focusInitial();

    function onKeyDown(event: KeyboardEvent) {
      const panel = panelRef.current;
      if (!panel || !isTopModal(id)) return;
      if (event.key === 'Escape') {
        if (!canEscape()) return;
        event.preventDefault();
        event.stopPropagation();
        requestClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableWithin(panel);
      const active = document.activeElement;
      if (items.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const outside = !(active instanceof Node) || !panel.contains(active) || active === panel;
      if (event.shiftKey && (outside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    }

    // Pulls focus back if something outside (a click on the page behind) takes it.
    function onFocusIn(event: FocusEvent) {
      const panel = panelRef.current;
      if (!panel || !isTopModal(id)) return;
      if (event.target instanceof Node && !panel.contains(event.target)) {
        (focusableWithin(panel)[0] ?? panel).focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      unlockScroll();
      // A dialog stepping aside for another (deferred) leaves the focus where that one put it.
      const active = document.activeElement;
      const inOtherModal = active?.closest('[aria-modal="true"]') && !panelElement?.contains(active);
      if (!inOtherModal) returnFocus(opener);
      // Last, so a dialog waiting for this one opens with the focus already returned.
      unregister();
    };
  }, [id, opener, deferred]);

  const header = (
    <div className={hideTitle ? 'ui-dialog__header ui-dialog__header--bare' : 'ui-dialog__header'}>
      <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'ui-dialog__title'}>
        {title}
      </h2>
      {showClose && (
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          icon={faXmark}
          aria-label="Close"
          className="ui-dialog__close"
          onClick={onClose}
        />
      )}
    </div>
  );

  return (
    <div className="ui-dialog-root">
      <div className="ui-dialog__backdrop" aria-hidden="true" onClick={closeOnBackdrop ? onClose : undefined} />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={['ui-dialog', `ui-dialog--${size}`, className].filter(Boolean).join(' ')}
      >
        {header}
        <div
          ref={bodyRef}
          className="ui-dialog__body"
          {...(bodyScrolls ? { tabIndex: 0, role: 'group', 'aria-label': 'Scrollable area' } : {})}
        >
          {children}
        </div>
        {footer && (
          <div ref={footerRef} className="ui-dialog__footer">
            {footer}
          </div>
        )}
      </div>
    </div>
  );
}
