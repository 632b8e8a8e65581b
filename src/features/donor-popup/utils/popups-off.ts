// QA's ?popups=off (mocks/qa/popups-switch.ts) keeps both popups closed for the tab session.
import { storageKeys } from '@/lib/storage';

export function popupsOff(): boolean {
  try {
    return sessionStorage.getItem(storageKeys.popups) === 'off';
  } catch {
    return false;
  }
}
