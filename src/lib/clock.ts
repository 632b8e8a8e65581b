// The one clock of the app and its mock backend: every "now" (created_at, the admin header date,
// the footer year, "today" defaults; the backend's security on realNow) comes from here.
// QA's ?now=ISO (mocks/qa/now-switch.ts) pins it for the tab session, and it runs on from there.
// Tests may also move it with vi.setSystemTime.

/** sessionStorage key of the pinned clock: JSON `{ "at": <pinned epoch ms>, "setAt": <wall epoch ms when pinned> }`. */
export const CLOCK_KEY = 'qaNow';

export interface ClockPin {
  /** The pinned instant, epoch ms. */
  at: number;
  /** The wall-clock time it was pinned, epoch ms. */
  setAt: number;
}

/** The stored value that pins the clock to `at` from this moment on. */
export function pinValue(at: number): string {
  return JSON.stringify({ at, setAt: Date.now() } satisfies ClockPin);
}

/** A stored pin, or null when the value is not one. */
export function parsePin(raw: string | null): ClockPin | null {
  // Most requests run on the real clock: no pin, and no JSON.parse throwing to say so.
  if (!raw) return null;
  try {
    const pin = JSON.parse(raw) as Partial<ClockPin> | null;
    return Number.isFinite(pin?.at) && Number.isFinite(pin?.setAt) ? (pin as ClockPin) : null;
  } catch {
    return null;
  }
}

function storedPin(): ClockPin | null {
  try {
    return parsePin(sessionStorage.getItem(CLOCK_KEY));
  } catch {
    // Site data blocked before main.tsx put memory storage in place: the real clock.
    return null;
  }
}

/** A clock that runs on from `pin` (the real clock without one), epoch milliseconds. */
export function clockFrom(pin: ClockPin | null): () => number {
  return () => {
    const wall = Date.now();
    return pin ? pin.at + (wall - pin.setAt) : wall;
  };
}

/**
 * The real time, whatever a pin says: what security runs on (the mock backend's sign-in throttle,
 * the issue and expiry of its sessions). A pinned clock dates records, never who may sign in.
 */
export function realNow(): number {
  return Date.now();
}

/** Epoch milliseconds. */
export function now(): number {
  return clockFrom(storedPin())();
}

/** The current instant as a Date. */
export function today(): Date {
  return new Date(now());
}

/** The current instant as an ISO 8601 string, as records store it. */
export function nowIso(): string {
  return today().toISOString();
}
