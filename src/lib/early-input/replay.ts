// Carries out, once React has adopted the prerendered page, what the visitor did before
// (src/lib/early-input/capture.ts): each value as if typed again, each tap as a click, each submit
// as a submit, in the order they came. Called right after the hydration's commit (src/main.tsx),
// when every field's handlers are attached and react-hook-form has reset the fields it registered.
import type { EarlyAction, EarlyInput } from './capture';

/** The capture the page's inline script left, if any (none under vite dev, or on a page not prerendered). */
export function takeEarlyInput(win: Window & { __earlyInput?: EarlyInput }): EarlyAction[] {
  const capture = win.__earlyInput;
  delete win.__earlyInput;
  return capture ? capture.stop() : [];
}

/**
 * Sets a field's value so that React sees a change. React keeps the last value it knows beside
 * the element and fires onChange only when the element's value differs from it; the prototype's
 * setter changes the value without telling it (Testing Library's fireEvent.change does the same).
 */
function setValueAsTyped(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (!setter) return;
  const eventType = field instanceof HTMLSelectElement ? 'change' : 'input';
  // Hydration keeps what the visitor typed and takes it as known: step off it first so it counts.
  if (field.value === value) {
    setter.call(field, '');
    field.dispatchEvent(new Event(eventType, { bubbles: true }));
  }
  setter.call(field, value);
  field.dispatchEvent(new Event(eventType, { bubbles: true }));
}

/**
 * The element itself, or, when React rendered the page afresh instead of adopting it (a mismatch),
 * its namesake by id (the same tree gives the same useId ids); null when the app no longer shows it.
 */
function live<E extends HTMLElement>(element: E): E | null {
  if (element.isConnected) return element;
  const twin = element.id ? element.ownerDocument.getElementById(element.id) : null;
  return twin && twin.tagName === element.tagName ? (twin as E) : null;
}

/** Carries out `actions` on the live page; an element the app no longer shows is skipped. */
export function replayEarlyInput(actions: readonly EarlyAction[]): void {
  for (const action of actions) {
    const target = live<HTMLElement>(action.target);
    if (!target) continue;
    if (action.kind === 'value') setValueAsTyped(target as typeof action.target, action.value);
    else if (action.kind === 'click') target.click();
    else (target as HTMLFormElement).requestSubmit((action.submitter && live(action.submitter)) ?? undefined);
  }
}
