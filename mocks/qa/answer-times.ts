// How many requests a counted fault or a canned answer is for.
const MAX_TIMES = 1_000_000;

/** A whole number from 1, or null (every matching request) when not given; throws otherwise. */
export function checkedTimes(times: number | undefined): number | null {
  if (times === undefined) return null;
  if (!Number.isInteger(times) || times < 1 || times > MAX_TIMES) throw new Error(`times must be a whole number from 1 to ${MAX_TIMES}, not ${String(times)}.`);
  return times;
}
