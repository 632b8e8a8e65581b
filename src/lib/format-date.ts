// The one date formatter: British English ('14 Feb 2026'), in UTC, the zone records are stored
// in, so a date reads the same on every machine and a date-only value ('2026-02-14') never moves
// to the day before.
const LOCALE = 'en-GB';
const timeZone = 'UTC';

/**
 * A formatter made on its first use: each costs a few milliseconds to build on a phone, and the
 * first screen of most pages formats no date.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(LOCALE, { ...options, timeZone }));
}

const shortDate = lazyFormat({ day: 'numeric', month: 'short', year: 'numeric' });
const longDate = lazyFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const monthYear = lazyFormat({ month: 'short', year: 'numeric' });
const monthOnly = lazyFormat({ month: 'short' });
const dateTime = lazyFormat({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });

type DateInput = string | number | Date | null | undefined;

/**
 * `format` with each short month three letters long: newer ICU writes September 'Sept', which
 * reads oddly beside 'Aug' and 'Oct' in a chart's row of months.
 */
function withShortMonths(format: Intl.DateTimeFormat, date: Date): string {
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'month' ? part.value.slice(0, 3) : part.value))
    .join('');
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '14 Feb 2026'; invalid dates give ''. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? withShortMonths(shortDate(), date) : '';
}

/** 'Tuesday 24 November 2026' (the admin header); invalid dates give ''. */
export function formatLongDate(value: DateInput): string {
  const date = toDate(value);
  // en-GB puts a comma after the weekday; the header reads without it.
  return date
    ? longDate()
        .formatToParts(date)
        .map((part) => (part.type === 'literal' ? ' ' : part.value))
        .join('')
    : '';
}

/** 'Feb 2026' for '2026-02' or any date in it, or 'Feb' with `withYear` false; invalid dates give ''. */
export function formatMonth(value: DateInput, withYear = true): string {
  const date = toDate(value);
  return date ? withShortMonths(withYear ? monthYear() : monthOnly(), date) : '';
}

/** '14 Feb 2026, 09:05 UTC'; invalid dates give ''. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? withShortMonths(dateTime(), date) : '';
}

/** '2026-02-14', for file names and `<time dateTime>`; invalid dates give ''. */
export function isoDay(value: DateInput): string {
  return toDate(value)?.toISOString().slice(0, 10) ?? '';
}
