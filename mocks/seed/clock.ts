// The seed's deterministic random numbers: same seed, same sequence, on every run.
/** What mulberry32 adds to its state for each number. */
const STEP = 0x6d2b79f5;

/** A small deterministic PRNG (mulberry32) for generated data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + STEP) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * seededRandom(seed)'s sequence from its `position`-th number on (0 is the first), at once: the
 * state only adds STEP per number, so a caller can keep its place as a count.
 */
export function seededRandomFrom(seed: number, position: number): () => number {
  return seededRandom((seed + Math.imul(position, STEP)) >>> 0);
}
