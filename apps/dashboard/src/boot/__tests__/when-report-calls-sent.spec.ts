import type { EarlyKpiFigures } from '../early-dashboard-requests';
import { type EarlyMainPageCalls, whenReportCallsSent } from '../early-app-requests';

function callsWith(figures: Promise<EarlyKpiFigures | null>): EarlyMainPageCalls {
  return { user: Promise.resolve(null), figures };
}

describe('the first view’s code waits for the report calls', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('goes on once the report calls are out, not before', async () => {
    let sent: (figures: EarlyKpiFigures | null) => void = () => undefined;
    const settled = jest.fn();
    void whenReportCallsSent(callsWith(new Promise((resolve) => (sent = resolve))), 1_000).then(settled);
    await jest.advanceTimersByTimeAsync(999);
    expect(settled).not.toHaveBeenCalled();
    sent(null);
    await jest.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('goes on after the limit when the profile has not answered', async () => {
    const settled = jest.fn();
    void whenReportCallsSent(callsWith(new Promise(() => undefined)), 1_000).then(settled);
    await jest.advanceTimersByTimeAsync(999);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('does not wait without early calls', async () => {
    await expect(whenReportCallsSent(null)).resolves.toBeUndefined();
  });
});
