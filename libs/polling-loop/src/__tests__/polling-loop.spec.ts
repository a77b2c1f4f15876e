import { PollingLoop, type PollingLoopLogger } from '../polling-loop';

/** A promise the test settles when it chooses. */
function deferred(): { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function recordingLogger(): PollingLoopLogger & { warnings: Array<{ details: { err: unknown }; message: string }> } {
  const warnings: Array<{ details: { err: unknown }; message: string }> = [];
  return { warnings, warn: (details, message) => warnings.push({ details, message }) };
}

describe('PollingLoop', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs a turn every interval', async () => {
    const turn = jest.fn().mockResolvedValue(undefined);
    const sut = new PollingLoop({ everyMs: 100, turn, logger: recordingLogger(), failureMessage: 'failed' });
    sut.start();
    expect(turn).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(100);
    expect(turn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(200);
    expect(turn).toHaveBeenCalledTimes(3);
    await sut.stop();
  });

  it('never overlaps: a turn due while one runs is skipped, the next interval runs again', async () => {
    const gate = deferred();
    let active = 0;
    let most = 0;
    const turn = jest.fn(async () => {
      active += 1;
      most = Math.max(most, active);
      await gate.promise;
      active -= 1;
    });
    const sut = new PollingLoop({ everyMs: 100, turn, logger: recordingLogger(), failureMessage: 'failed' });
    sut.start();
    await jest.advanceTimersByTimeAsync(500);
    const asked = sut.runOnce();
    expect(turn).toHaveBeenCalledTimes(1);
    gate.resolve();
    await asked;
    expect(most).toBe(1);
    await jest.advanceTimersByTimeAsync(100);
    expect(turn).toHaveBeenCalledTimes(2);
    await sut.stop();
  });

  it('logs a failed turn with its error and goes on with the next', async () => {
    const logger = recordingLogger();
    const failure = new Error('database away');
    const turn = jest.fn().mockRejectedValueOnce(failure).mockResolvedValue(undefined);
    const sut = new PollingLoop({ everyMs: 100, turn, logger, failureMessage: 'could not send; trying again at the next tick' });
    sut.start();
    await jest.advanceTimersByTimeAsync(100);
    expect(logger.warnings).toEqual([{ details: { err: failure }, message: 'could not send; trying again at the next tick' }]);
    await jest.advanceTimersByTimeAsync(100);
    expect(turn).toHaveBeenCalledTimes(2);
    expect(logger.warnings).toHaveLength(1);
    await sut.stop();
  });

  it('logs a turn that throws before it returns a promise, too', async () => {
    const logger = recordingLogger();
    const sut = new PollingLoop({
      everyMs: 100,
      turn: () => {
        throw new Error('sync');
      },
      logger,
      failureMessage: 'failed',
    });
    await sut.runOnce();
    expect(logger.warnings.map((w) => (w.details.err as Error).message)).toEqual(['sync']);
  });

  it('stop waits for the turn under way and starts no other', async () => {
    const gate = deferred();
    const turn = jest.fn(() => gate.promise);
    const sut = new PollingLoop({ everyMs: 100, turn, logger: recordingLogger(), failureMessage: 'failed' });
    sut.start();
    await jest.advanceTimersByTimeAsync(100);
    let stopped = false;
    const stopping = sut.stop().then(() => {
      stopped = true;
    });
    await jest.advanceTimersByTimeAsync(300);
    expect(stopped).toBe(false);
    expect(sut.stopped).toBe(true);
    gate.resolve();
    await stopping;
    expect(stopped).toBe(true);
    await jest.advanceTimersByTimeAsync(500);
    await sut.runOnce();
    expect(turn).toHaveBeenCalledTimes(1);
  });

  it('runs at once when asked to at start, and never starts with an interval of 0', async () => {
    const early = jest.fn().mockResolvedValue(undefined);
    const atStart = new PollingLoop({ everyMs: 100, turn: early, logger: recordingLogger(), failureMessage: 'failed', runAtStart: true });
    atStart.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(early).toHaveBeenCalledTimes(1);
    await atStart.stop();

    const never = jest.fn().mockResolvedValue(undefined);
    const off = new PollingLoop({ everyMs: 0, turn: never, logger: recordingLogger(), failureMessage: 'failed', runAtStart: true });
    off.start();
    await jest.advanceTimersByTimeAsync(1000);
    expect(never).not.toHaveBeenCalled();
    await off.runOnce();
    expect(never).toHaveBeenCalledTimes(1);
  });
});
