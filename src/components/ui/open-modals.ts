// "Is a modal open?", read from the page itself rather than kept by hand: every modal here (the
// dialogs and the mobile menu) is a <dialog> shown with showModal(), and the app shows no other
// kind, so the open ones are the dialog[open] elements (jsdom knows no :modal). The recent-donor
// popup steps out of reach while one is open, and a dialog that opens by itself (the donation
// popup, on a timer) waits until no other is.
import { useSyncExternalStore } from 'react';

/** Marks a dialog that steps aside for any other (see Dialog's `deferred`). */
export const DEFERRED_ATTRIBUTE = 'data-deferred';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] });
  return () => observer.disconnect();
}

const anyModalOpen = () => document.querySelector('dialog[open]') !== null;
const blockingModalOpen = () => document.querySelector(`dialog[open]:not([${DEFERRED_ATTRIBUTE}])`) !== null;

/** True while any modal is open. */
export function useModalOpen(): boolean {
  return useSyncExternalStore(subscribe, anyModalOpen, () => false);
}

/** True while a modal that a deferred dialog must wait for is open. */
export function useBlockingModalOpen(): boolean {
  return useSyncExternalStore(subscribe, blockingModalOpen, () => false);
}
