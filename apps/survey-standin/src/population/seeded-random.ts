/**
 * Deterministic randomness for the stand-in's population: every case is derived from a handful of
 * integers (type, day, dealer, case number) hashed into the seed of a small PRNG, so any case can
 * be rebuilt on demand in any order without keeping state.
 */
export type Random = () => number;

// Held as module constants: under jest's vm context each global lookup (Math) is an interceptor call,
// which made the population-wide tests several times slower than the same code in node.
const { floor, imul } = Math;

/** A 32-bit hash of the given integers (murmur3-style mixing). */
export function hashInts(...values: number[]): number {
  let h = 0x811c9dc5;
  for (const value of values) {
    h = imul(h ^ (value | 0), 0x5bd1e995);
    h ^= h >>> 15;
  }
  h = imul(h ^ (h >>> 16), 0x85ebca6b);
  h = imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** mulberry32: a tiny, fast PRNG with a 32-bit state; answers [0, 1). */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomFor(...values: number[]): Random {
  return mulberry32(hashInts(...values));
}

/** A whole number from min to max, both included. */
export function intIn(random: Random, min: number, max: number): number {
  return min + floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, values: readonly T[]): T {
  return values[floor(random() * values.length)];
}

/** Picks by weight: `weighted(random, [['a', 3], ['b', 1]])` answers 'a' three times in four. */
export function weighted<T>(random: Random, choices: ReadonlyArray<readonly [T, number]>): T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [value, w] of choices) {
    r -= w;
    if (r < 0) return value;
  }
  return choices[choices.length - 1][0];
}
