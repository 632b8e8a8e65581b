// QA's ?popups=off (mocks/qa/popups-switch.ts) keeps both popups closed for the tab session.
import { useSyncExternalStore } from 'react';
import { storageKeys } from '@/lib/storage';

export function popupsOff(): boolean {
  try {
    return sessionStorage.getItem(storageKeys.popups) === 'off';
  } catch {
    return false;
  }
}

const noSubscription = () => () => {};

/**
 * popupsOff() for rendering: false while a prerendered page hydrates (its HTML was rendered with
 * the popups on), the tab's switch right after, so hydration never meets different HTML.
 */
export function usePopupsOff(): boolean {
  return useSyncExternalStore(noSubscription, popupsOff, () => false);
}
