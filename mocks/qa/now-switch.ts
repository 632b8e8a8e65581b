// ?now=ISO pins the clock (src/lib/clock.ts) to an ISO 8601 instant for the tab session; it runs on
// from there. The instant needs a date, a time and a zone: 2026-03-01T09:00:00Z, 2026-03-01T10:00+01:00.
import { CLOCK_KEY, parsePin, pinValue } from '@/lib/clock';
import type { UrlSwitch } from './url-switch';

const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):?(\d{2}))$/;

/** Epoch ms of an ISO 8601 instant, or null when the text is not one (Feb 30 and 25:00 included). */
export function parseInstant(text: string): number | null {
  const match = INSTANT.exec(text);
  if (!match) return null;
  // Absent parts (seconds, a Z zone) count as 0.
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = match.slice(1).map((part) => Number(part ?? 0));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const valid =
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 23 &&
    offsetMinutes <= 59;
  return valid ? Date.parse(text) : null;
}

export const nowSwitch: UrlSwitch = {
  param: 'now',
  storageKey: CLOCK_KEY,
  // A '+' in a query string arrives as a space: 2026-03-01T10:00:00+01:00 unencoded.
  parse: (value) => {
    const at = parseInstant(value.replace(/ (?=\d{2}:?\d{2}$)/, '+'));
    return at === null ? null : pinValue(at);
  },
  display: (stored) => {
    const pin = parsePin(stored);
    return pin ? new Date(pin.at).toISOString() : stored;
  },
};
