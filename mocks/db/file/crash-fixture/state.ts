// The states the crash test's writer saves: large (a few MB, so a write takes a while) and each
// one different throughout, so a file mixing two states, or holding part of one, is told apart.
export const STATE_KEY = 'state';
const CHUNK = 64 * 1024;

export interface BigState {
  n: number;
  chunks: string[];
}

export function bigState(n: number, megabytes = 4): BigState {
  const count = Math.round((megabytes * 1024 * 1024) / CHUNK);
  return { n, chunks: Array.from({ length: count }, (_, i) => `${n}:${i}:`.padEnd(CHUNK, String.fromCharCode(97 + ((n + i) % 26)))) };
}
