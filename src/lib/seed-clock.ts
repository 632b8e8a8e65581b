// The seed's dates (the mock db's and the spec's localStorage posts), relative to the UTC day it is
// written on: the seed is a pure function of that day, so a pinned clock (?now=) gives the same
// bytes on every run, a build can render from it, and a demo seeded on any day has recent records.
const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60_000;

export interface SeedClock {
  /** The first instant of the UTC day the seed is written on, epoch ms: every record is at or before it. */
  readonly today: number;
  /** ISO instant `daysAgo` days and `minutes` minutes before today's first instant. */
  at(daysAgo: number, minutes?: number): string;
  /** Like `at`, but never before the first instant of the current month, so this month always has it. */
  thisMonth(daysAgo: number, minutes?: number): string;
  /** The ISO calendar day (YYYY-MM-DD) `days` days from today (negative: past). */
  day(days: number): string;
}

/** The seed's clock for the UTC day of `now` (epoch ms). */
export function seedClock(now: number): SeedClock {
  const base = Math.floor(now / DAY) * DAY;
  const at = (daysAgo: number, minutes = 0) => base - daysAgo * DAY - minutes * MINUTE;
  const date = new Date(base);
  const monthStart = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  return {
    today: base,
    at: (daysAgo, minutes) => new Date(at(daysAgo, minutes)).toISOString(),
    thisMonth: (daysAgo, minutes) => new Date(Math.max(at(daysAgo, minutes), monthStart)).toISOString(),
    day: (days) => new Date(base + days * DAY).toISOString().slice(0, 10),
  };
}

/** `iso` moved `months` calendar months back, its day of the month kept (at most the 28th, which every month has). */
export function monthsBefore(iso: string, months: number): string {
  const date = new Date(iso);
  return new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() - months,
      Math.min(date.getUTCDate(), 28),
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
    ),
  ).toISOString();
}
