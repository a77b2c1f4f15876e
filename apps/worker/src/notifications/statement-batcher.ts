/**
 * Gathers the calls many concurrent callers make into one call with all their items: the first
 * item goes at the next turn of the event loop with whatever else arrived in that turn, and while
 * `maxInFlight` batches are running the rest wait and go together, up to `maxBatch` at a time. No
 * timer: a lone call waits for nothing, and under load the batches grow by themselves.
 *
 * `run` answers one result per item, in order. When a batch of several fails, each of its items
 * is run again alone, so one bad item fails its own caller only (the statements run through this
 * are compare-and-set, which makes running an item again harmless).
 */
export class StatementBatcher<In, Out> {
  private readonly waiting: Array<{ item: In; resolve: (out: Out) => void; reject: (error: unknown) => void }> = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly run: (items: In[]) => Promise<Out[]>,
    private readonly maxBatch = 200,
    private readonly maxInFlight = 2,
  ) {}

  add(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.drain();
        });
      }
    });
  }

  private drain(): void {
    while (this.inFlight < this.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.maxBatch);
      this.inFlight += 1;
      void this.runBatch(batch).finally(() => {
        this.inFlight -= 1;
        this.drain();
      });
    }
  }

  private async runBatch(batch: typeof this.waiting): Promise<void> {
    try {
      const outs = await this.run(batch.map((b) => b.item));
      if (outs.length !== batch.length) throw new Error(`a batch of ${batch.length} answered ${outs.length} results`);
      batch.forEach((b, i) => b.resolve(outs[i]));
    } catch (error) {
      if (batch.length === 1) {
        batch[0].reject(error);
        return;
      }
      for (const b of batch) {
        try {
          const [out] = await this.run([b.item]);
          b.resolve(out);
        } catch (alone) {
          b.reject(alone);
        }
      }
    }
  }
}
