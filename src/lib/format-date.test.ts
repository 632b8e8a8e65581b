import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, formatMonth, isoDay } from './format-date';

describe('formatDate', () => {
  it('reads British: day, short month, year', () => {
    expect(formatDate('2026-02-14')).toBe('14 Feb 2026');
    expect(formatDate(new Date(Date.UTC(2026, 10, 24)))).toBe('24 Nov 2026');
  });

  it('shows the UTC day, whatever the time of day', () => {
    expect(formatDate('2026-02-14T23:59:00Z')).toBe('14 Feb 2026');
    expect(formatDate('2026-02-14T00:30:00+01:00')).toBe('13 Feb 2026');
  });

  it('gives an empty string for a missing or invalid date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});

describe('formatLongDate', () => {
  it('reads like the admin header: weekday, day, month, year, no comma', () => {
    expect(formatLongDate('2026-11-24T09:00:00Z')).toBe('Tuesday 24 November 2026');
    expect(formatLongDate('nope')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds a 24-hour time and says it is UTC', () => {
    expect(formatDateTime('2026-02-14T09:05:00Z')).toBe('14 Feb 2026, 09:05 UTC');
    expect(formatDateTime('nope')).toBe('');
  });
});

describe('isoDay', () => {
  it('gives the UTC calendar day', () => {
    expect(isoDay(new Date('2026-03-01T23:30:00-01:00'))).toBe('2026-03-02');
    expect(isoDay('nope')).toBe('');
  });
});

describe('formatMonth', () => {
  it("names a report's 'YYYY-MM' month in UTC, with or without the year", () => {
    expect(formatMonth('2026-01')).toBe('Jan 2026');
    expect(formatMonth('2025-12', false)).toBe('Dec');
    expect(formatMonth('2026-01-01T00:30:00+01:00')).toBe('Dec 2025');
    expect(formatMonth('nope')).toBe('');
  });

  it('writes every month in three letters, September too', () => {
    const months = Array.from({ length: 12 }, (_, i) => formatMonth(`2026-${String(i + 1).padStart(2, '0')}`, false));
    expect(months).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    expect(formatDate('2026-09-14')).toBe('14 Sep 2026');
  });
});
