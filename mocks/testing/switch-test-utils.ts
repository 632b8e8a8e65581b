// Checks shared by the tests of the ?name= QA switches: a value is applied as a page load would and
// kept in sessionStorage for the tab session; a bad value is ignored with one warning.
import { expect, vi } from 'vitest';
import { activeSwitches, applySwitchParams } from '../qa/switches';

/** Applies ?name=value as a page load would; answers the names of the switches it applied. */
export const applySwitch = (name: string, value: string) => applySwitchParams(new URLSearchParams({ [name]: value }));

/** ?name=value stores `stored` under `key` and shows as active; ?name=off clears it. */
export function expectStoredThenCleared(name: string, key: string, value: string, stored: string) {
  applySwitch(name, value);
  expect(sessionStorage.getItem(key)).toBe(stored);
  expect(activeSwitches()).toContainEqual({ name, value: stored, clearValue: 'off' });
  applySwitch(name, 'off');
  expect(sessionStorage.getItem(key)).toBeNull();
}

/**
 * Applies `before` (when given), then the bad `value`: one console.warn names ?name=value and
 * `key` still holds `kept`.
 */
export function expectIgnoredWithWarning(name: string, key: string, value: string, kept: string | null, before?: string) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  if (before !== undefined) applySwitch(name, before);
  applySwitch(name, value);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0][0])).toContain(`?${name}=${value}`);
  expect(sessionStorage.getItem(key)).toBe(kept);
}
