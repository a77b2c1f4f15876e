import { coalescedRun } from '../coalesced-run';

/** A run the test finishes by hand, recording when each run started. */
function manualRuns() {
  const started: number[] = [];
  const finish: Array<(fail?: Error) => void> = [];
  let clock = 0;
  const run = () =>
    new Promise<void>((resolve, reject) => {
      started.push(++clock);
      finish.push((fail) => (fail ? reject(fail) : resolve()));
    });
  return { run, started, finish };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('coalescedRun', () => {
  it('runs at once when idle', async () => {
    const runs = manualRuns();
    const sut = coalescedRun(runs.run);
    const call = sut();
    expect(runs.started).toHaveLength(1);
    runs.finish[0]();
    await expect(call).resolves.toBeUndefined();
  });

  it('runs once more after the current run for any number of calls meanwhile, never two at a time', async () => {
    const runs = manualRuns();
    const sut = coalescedRun(runs.run);
    const first = sut();
    const second = sut();
    const third = sut();
    expect(runs.started).toHaveLength(1);
    let secondDone = false;
    void second.then(() => (secondDone = true));
    runs.finish[0]();
    await first;
    await settled();
    expect(runs.started).toHaveLength(2);
    expect(secondDone).toBe(false);
    runs.finish[1]();
    await Promise.all([second, third]);
    await settled();
    expect(runs.started).toHaveLength(2);
  });

  it('goes on after a failed run, and the failure reaches the calls it covered', async () => {
    const runs = manualRuns();
    const sut = coalescedRun(runs.run);
    const first = sut();
    const second = sut();
    runs.finish[0](new Error('checkpoint lock timed out'));
    await expect(first).rejects.toThrow('checkpoint lock timed out');
    await settled();
    expect(runs.started).toHaveLength(2);
    runs.finish[1]();
    await expect(second).resolves.toBeUndefined();
  });
});
