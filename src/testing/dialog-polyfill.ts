// jsdom has <dialog> but not show(), showModal() or close(). This adds them as browsers behave,
// only as far as the app's tests need: the open attribute, a top layer where the last modal shown
// is on top and the page outside it cannot take the focus, Escape firing a cancelable `cancel`
// and then closing, the `close` event, focus moved in on showModal and given back on close, and
// Tab kept inside the top modal.
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable]:not([contenteditable="false"]), [tabindex]';

const topLayer: HTMLDialogElement[] = [];
const previouslyFocused = new WeakMap<HTMLDialogElement, Element | null>();

function topModal(): HTMLDialogElement | undefined {
  // A dialog taken out of the document leaves the top layer with it.
  for (let i = topLayer.length - 1; i >= 0; i -= 1) if (!topLayer[i].isConnected) topLayer.splice(i, 1);
  return topLayer.at(-1);
}

/** What Tab can reach: outside the top modal everything is inert. */
function tabbable(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert], dialog:not([open])'),
  );
}

function show(this: HTMLDialogElement) {
  this.setAttribute('open', '');
}

function showModal(this: HTMLDialogElement) {
  if (this.open && topLayer.includes(this)) return;
  if (this.open || !this.isConnected) throw new DOMException('The dialog cannot be shown as a modal.', 'InvalidStateError');
  previouslyFocused.set(this, document.activeElement);
  this.setAttribute('open', '');
  topLayer.push(this);
  const target = this.querySelector<HTMLElement>('[autofocus]') ?? tabbable(this)[0] ?? this;
  target.focus();
}

function close(this: HTMLDialogElement, returnValue?: string) {
  if (!this.open) return;
  this.removeAttribute('open');
  if (returnValue !== undefined) this.returnValue = returnValue;
  const index = topLayer.indexOf(this);
  if (index >= 0) topLayer.splice(index, 1);
  const previous = previouslyFocused.get(this);
  previouslyFocused.delete(this);
  // The focus goes back unless what had it is now behind another modal (inert).
  const top = topModal();
  if (index >= 0 && previous instanceof HTMLElement && (!top || top.contains(previous))) previous.focus();
  queueMicrotask(() => this.dispatchEvent(new Event('close')));
}

function onKeyDown(event: KeyboardEvent) {
  const top = topModal();
  if (!top || event.defaultPrevented) return;
  if (event.key === 'Escape') {
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
    return;
  }
  if (event.key !== 'Tab') return;
  event.preventDefault();
  const items = tabbable(top);
  const active = document.activeElement;
  const at = active instanceof HTMLElement ? items.indexOf(active) : -1;
  const step = event.shiftKey ? -1 : 1;
  const next = at < 0 ? (event.shiftKey ? items.at(-1) : items[0]) : items[(at + step + items.length) % items.length];
  (next ?? top).focus();
}

export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  Object.assign(proto, { show, showModal, close });
  document.addEventListener('keydown', onKeyDown);
}
