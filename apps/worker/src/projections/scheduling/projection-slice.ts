/**
 * What a projection job does after a batch it committed:
 * - `done`: the batch was short of a full one, so the log below the horizon is exhausted;
 * - `next-batch`: a full batch, and the job's time slice is not used up: read the next one;
 * - `continue-later`: a full batch, and the slice is used up: the job ends and a job for the rest
 *   goes to the back of the queue, so a projection with a long backlog takes turns with the others
 *   (each waits at most about one slice and one batch) instead of holding the worker until it is
 *   at the head.
 * `sliceMs` 0 never slices (a job drains its projection, the behaviour before PROJECTION_SLICE_MS).
 */
export type AfterBatch = 'done' | 'next-batch' | 'continue-later';

export function afterBatch(applied: number, batchSize: number, elapsedMs: number, sliceMs: number): AfterBatch {
  if (applied < batchSize) return 'done';
  if (sliceMs > 0 && elapsedMs >= sliceMs) return 'continue-later';
  return 'next-batch';
}
