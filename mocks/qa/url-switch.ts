// A QA switch: a URL parameter that holds for the tab session (sessionStorage), like ?scenario=.
// `off` clears it (or the switch's own clearValue); a value the switch cannot parse is ignored with
// one console.warn naming it.
export interface UrlSwitch {
  /** The URL parameter (?now=...), also the name /health shows. */
  readonly param: string;
  /** The sessionStorage key holding the active value. */
  readonly storageKey: string;
  /** The value to store for a URL value, or null when the value is not valid. */
  parse(value: string): string | null;
  /** How /health and the demo panel show a stored value, when the stored form is not readable as is. */
  display?(stored: string): string;
  /** The URL value that clears the switch, when `off` is one of its values (?popups=off). Default 'off'. */
  readonly clearValue?: string;
}

export interface ActiveSwitch {
  name: string;
  value: string;
  /** The URL value that turns it off (`?name=clearValue`). */
  clearValue: string;
}

function storage(): Storage | null {
  try {
    // globalThis, not window: the HTTP server (mocks/hosts/node/flags.ts) applies its --fault,
    // --latency and --now flags through these parsers into its stand-in sessionStorage.
    return globalThis.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored value of a switch, or null when it is off. */
export function readSwitch(urlSwitch: UrlSwitch): string | null {
  return storage()?.getItem(urlSwitch.storageKey) ?? null;
}

/**
 * Applies the switch's URL parameter, if present, to the tab session. Returns whether the
 * parameter was present (the caller then drops it from the address).
 */
export function applySwitchParam(urlSwitch: UrlSwitch, params: URLSearchParams): boolean {
  const value = params.get(urlSwitch.param);
  if (value === null) return false;
  if (value === (urlSwitch.clearValue ?? 'off')) {
    storage()?.removeItem(urlSwitch.storageKey);
    return true;
  }
  const parsed = urlSwitch.parse(value);
  if (parsed === null) console.warn(`Ignored ?${urlSwitch.param}=${value}: not a valid value.`);
  else storage()?.setItem(urlSwitch.storageKey, parsed);
  return true;
}
