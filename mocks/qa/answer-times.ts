// How many requests a counted fault or a canned answer is for, and from which page load.
import { PAGE_ID } from '@/lib/react-query';

const MAX_TIMES = 1_000_000;

/** A whole number from 1, or null (every matching request) when not given; throws otherwise. */
export function checkedTimes(times: number | undefined): number | null {
  if (times === undefined) return null;
  if (!Number.isInteger(times) || times < 1 || times > MAX_TIMES)
    throw new Error(`times must be a whole number from 1 to ${MAX_TIMES}, not ${String(times)}.`);
  return times;
}

/**
 * `{ from: 'next-load' }`: the answer waits for a later page load of the tab (the page that sets it
 * is marked by its PAGE_ID), so the page's own lazy fetches cannot use it up. Only with `times`,
 * since an uncounted answer is the switch, on for every page alike. Throws for another value.
 */
export function fromNextLoad(options: { times?: number; from?: string }): { notPage?: string } {
  if (options.from === undefined) return {};
  if (options.from !== 'next-load') throw new Error(`from must be 'next-load', not ${JSON.stringify(options.from)}.`);
  if (options.times === undefined) throw new Error("from: 'next-load' counts requests: give times too.");
  return { notPage: PAGE_ID };
}
