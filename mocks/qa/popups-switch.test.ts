// ?popups=: `off` is a value here (popups suppressed) and `on` clears it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { applySwitch, expectIgnoredWithWarning } from '../testing/switch-test-utils';
import { activeSwitches } from './switches';

afterEach(() => {
  vi.restoreAllMocks();
});

const applyPopups = (value: string) => applySwitch('popups', value);

describe('the ?popups= switch', () => {
  it('off keeps the popups closed for the tab session and shows as active', () => {
    expect(applyPopups('off')).toEqual(['popups']);
    expect(sessionStorage.getItem(storageKeys.popups)).toBe('off');
    expect(activeSwitches()).toContainEqual({ name: 'popups', value: 'off', clearValue: 'on' });
  });

  it('on restores the default', () => {
    applyPopups('off');
    applyPopups('on');
    expect(sessionStorage.getItem(storageKeys.popups)).toBeNull();
    expect(activeSwitches().map((s) => s.name)).not.toContain('popups');
  });

  it('ignores any other value with one console.warn naming it', () => {
    expectIgnoredWithWarning('popups', storageKeys.popups, 'hidden', 'off', 'off');
  });
});
