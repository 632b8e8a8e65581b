// Whether the visitor is in a form field right now (an input, select or textarea has the focus).
// The recent-donor popup waits while they are, so it never covers the field being filled in.
import { useSyncExternalStore } from 'react';

const FIELD = 'input:not([type="button"], [type="submit"], [type="reset"], [type="image"]), select, textarea, [contenteditable="true"]';

const isField = (element: EventTarget | Element | null): boolean => element instanceof Element && element.matches(FIELD);

function subscribe(onChange: () => void): () => void {
  // Moving from one field straight to another is not a gap: focusout names where focus goes.
  const onFocusOut = (event: FocusEvent) => {
    if (!isField(event.relatedTarget)) onChange();
  };
  document.addEventListener('focusin', onChange);
  document.addEventListener('focusout', onFocusOut);
  return () => {
    document.removeEventListener('focusin', onChange);
    document.removeEventListener('focusout', onFocusOut);
  };
}

/** True while a form field has the focus. */
export function useFieldFocused(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isField(document.activeElement),
    () => false,
  );
}
