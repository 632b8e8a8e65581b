// Whether a form on the page holds text the visitor typed and has not sent: a text field or text
// area whose value differs from its default. The donation appeal waits while one does, so it never
// interrupts a half-written message. Choices (radios, boxes, selects) do not count: the donate
// form's preset amount is set by script, not typed.
import { useSyncExternalStore } from 'react';

const TEXT_FIELDS =
  'form textarea, form input:not([type="radio"], [type="checkbox"], [type="hidden"], [type="button"], [type="submit"], [type="reset"], [type="image"], [type="file"])';

function hasUnsentInput(): boolean {
  return Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)).some(
    (field) => field.value !== field.defaultValue,
  );
}

// Typing, a form's reset and a page change (fields leave the document) are the moments it can change.
function subscribe(onChange: () => void): () => void {
  const events = ['input', 'change', 'reset', 'submit'] as const;
  for (const type of events) document.addEventListener(type, onChange, true);
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    for (const type of events) document.removeEventListener(type, onChange, true);
    observer.disconnect();
  };
}

/** True while a form on the page holds typed, unsent text. */
export function useUnsentInput(): boolean {
  return useSyncExternalStore(subscribe, hasUnsentInput, () => false);
}
