import { PolledService } from '../polled-service';
import { PollingLoop } from '../polling-loop';

class CountingService extends PolledService {
  turns = 0;
  protected readonly loop = new PollingLoop({
    everyMs: 100,
    turn: async () => {
      this.turns += 1;
    },
    logger: { warn: () => undefined },
    failureMessage: 'failed',
  });
}

describe('PolledService', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts its loop when the application has booted and stops it at shutdown', async () => {
    const sut = new CountingService();
    await jest.advanceTimersByTimeAsync(300);
    expect(sut.turns).toBe(0);
    sut.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(200);
    expect(sut.turns).toBe(2);
    await sut.onApplicationShutdown();
    await jest.advanceTimersByTimeAsync(300);
    expect(sut.turns).toBe(2);
  });

  it('runs a turn when asked', async () => {
    const sut = new CountingService();
    await sut.runOnce();
    expect(sut.turns).toBe(1);
  });
});
