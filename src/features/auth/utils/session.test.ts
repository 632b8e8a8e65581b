// The session store tells its subscribers when window.__backend.reset() signed the admin out.
import { describe, expect, it, vi } from 'vitest';
import { BACKEND_RESET_EVENT } from '@/lib/backend-reset';
import { subscribeSession } from './session';

describe('subscribeSession', () => {
  it('calls the listener on a backend reset, until unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    window.dispatchEvent(new Event(BACKEND_RESET_EVENT));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    window.dispatchEvent(new Event(BACKEND_RESET_EVENT));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
