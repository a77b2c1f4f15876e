import { StatementBatcher } from '../statement-batcher';

/** A batch runner that records the batches it was given and answers each item doubled. */
function recorder(fail: (items: number[]) => boolean = () => false) {
  const batches: number[][] = [];
  let release: (() => void) | null = null;
  let hold = false;
  const run = async (items: number[]): Promise<number[]> => {
    batches.push(items);
    if (hold) await new Promise<void>((r) => (release = r));
    if (fail(items)) throw new Error(`refused ${items.join(',')}`);
    return items.map((i) => i * 2);
  };
  return {
    batches,
    run,
    holdNext: () => (hold = true),
    release: () => {
      hold = false;
      release?.();
    },
  };
}

describe('StatementBatcher', () => {
  it.each([
    // items added in one turn, maxBatch, the batch sizes run
    [1, 200, [1]],
    [5, 200, [5]],
    [450, 200, [200, 200, 50]],
    [3, 1, [1, 1, 1]],
  ])('%i calls in one turn with batches of at most %i run as %j', async (count, maxBatch, sizes) => {
    const r = recorder();
    const batcher = new StatementBatcher(r.run, maxBatch, 5);
    const outs = await Promise.all(Array.from({ length: count }, (_, i) => batcher.add(i)));
    expect(outs).toEqual(Array.from({ length: count }, (_, i) => i * 2));
    expect(r.batches.map((b) => b.length)).toEqual(sizes);
  });

  it('gathers what arrives while the batches in flight run into the next one', async () => {
    const r = recorder();
    const batcher = new StatementBatcher(r.run, 200, 1);
    r.holdNext();
    const first = batcher.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [batcher.add(2), batcher.add(3)];
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(r.batches).toEqual([[1]]); // 2 and 3 wait: one batch in flight at most
    r.release();
    expect(await first).toBe(2);
    expect(await Promise.all(later)).toEqual([4, 6]);
    expect(r.batches).toEqual([[1], [2, 3]]);
  });

  it('a failed batch is run again item by item: only the bad item fails its caller', async () => {
    const r = recorder((items) => items.includes(13));
    const batcher = new StatementBatcher(r.run, 200, 2);
    const outs = await Promise.allSettled([12, 13, 14].map((i) => batcher.add(i)));
    expect(outs.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outs[1] as PromiseRejectedResult).reason).toEqual(new Error('refused 13'));
    expect(r.batches).toEqual([[12, 13, 14], [12], [13], [14]]);
  });

  it('a batch answering the wrong number of results fails rather than hand results to the wrong callers', async () => {
    const batcher = new StatementBatcher(async (items: number[]) => items.slice(1), 200, 1);
    await expect(batcher.add(1)).rejects.toThrow('a batch of 1 answered 0 results');
  });
});
