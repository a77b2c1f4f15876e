import { createHash } from 'node:crypto';

/** One labelled text in five is held out to measure the model (about 20 %). */
export const HELD_OUT_ONE_IN = 5;

/**
 * Whether a labelled text is held out: decided by its key's hash, so the same ticket is always on
 * the same side (a retrain on more tickets compares like with like) and the split needs no state.
 */
export function isHeldOut(key: string, oneIn = HELD_OUT_ONE_IN): boolean {
  return createHash('sha256').update(key).digest().readUInt32BE(0) % oneIn === 0;
}

/** The examples split into those the measured model learns from and those it is measured on. */
export function splitHeldOut<T extends { key: string }>(examples: readonly T[], oneIn = HELD_OUT_ONE_IN): { train: T[]; heldOut: T[] } {
  const train: T[] = [];
  const heldOut: T[] = [];
  for (const example of examples) (isHeldOut(example.key, oneIn) ? heldOut : train).push(example);
  return { train, heldOut };
}
