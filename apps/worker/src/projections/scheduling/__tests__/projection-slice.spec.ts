import { afterBatch } from '../projection-slice';

describe('afterBatch (the projection job\'s time slice)', () => {
  it.each([
    // applied, batch size, elapsed ms, slice ms, decision
    [0, 2000, 0, 250, 'done'],
    [1999, 2000, 10, 250, 'done'],
    [1999, 2000, 5000, 250, 'done'],
    [2000, 2000, 0, 250, 'next-batch'],
    [2000, 2000, 249, 250, 'next-batch'],
    [2000, 2000, 250, 250, 'continue-later'],
    [2000, 2000, 4000, 250, 'continue-later'],
    [2000, 2000, 60_000, 0, 'next-batch'],
    [1, 1, 1, 1, 'continue-later'],
  ] as const)('applied %d of %d after %d ms with a slice of %d ms: %s', (applied, batchSize, elapsedMs, sliceMs, decision) => {
    expect(afterBatch(applied, batchSize, elapsedMs, sliceMs)).toBe(decision);
  });
});
