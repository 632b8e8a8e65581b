// ?popups=off keeps the donation popup and the recent-donor popup from opening in the tab session;
// ?popups=on restores the spec's behaviour (the default). Here `off` is a value, so `on` clears.
import { storageKeys } from '@/lib/storage';
import type { UrlSwitch } from './url-switch';

export const popupsSwitch: UrlSwitch = {
  param: 'popups',
  storageKey: storageKeys.popups,
  clearValue: 'on',
  parse: (value) => (value === 'off' ? 'off' : null),
};
