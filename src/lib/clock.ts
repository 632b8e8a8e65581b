// The backend's clock. Every "now" the mock backend decides by (session expiry, the sign-in
// throttle) goes through here, so tests move time with vi.setSystemTime instead of waiting.
/** Epoch milliseconds. */
export function now(): number {
  return Date.now();
}
