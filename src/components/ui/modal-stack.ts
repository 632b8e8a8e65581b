// The modals open on the page, innermost last. Dialogs and the mobile menu register here, so
// anything can ask "is a modal open?" and be told when that changes: only the top modal handles
// Escape and traps focus, the recent-donor popup steps out of reach, and a dialog that opens by
// itself (the donation popup, on a timer) waits until no other modal is open.
import { useSyncExternalStore } from 'react';

type Entry = { id: string; deferred: boolean };

const stack: Entry[] = [];
const listeners = new Set<() => void>();

function notify() {
  for (const listener of [...listeners]) listener();
}

export type ModalOptions = {
  /** A modal that opened by itself and steps aside for any other (see Dialog's `deferred`). */
  deferred?: boolean;
};

/** Puts a modal on top of the stack; returns the function that takes it off. */
export function registerModal(id: string, options: ModalOptions = {}): () => void {
  stack.push({ id, deferred: options.deferred ?? false });
  notify();
  return () => {
    const index = stack.findIndex((entry) => entry.id === id);
    if (index < 0) return;
    stack.splice(index, 1);
    notify();
  };
}

export const isTopModal = (id: string): boolean => stack[stack.length - 1]?.id === id;

export function subscribeToModals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const anyModalOpen = () => stack.length > 0;
const nonDeferredModalOpen = () => stack.some((entry) => !entry.deferred);

/** True while any modal is open. */
export function useModalOpen(): boolean {
  return useSyncExternalStore(subscribeToModals, anyModalOpen, () => false);
}

/** True while a modal that a deferred dialog must wait for is open. */
export function useBlockingModalOpen(): boolean {
  return useSyncExternalStore(subscribeToModals, nonDeferredModalOpen, () => false);
}
