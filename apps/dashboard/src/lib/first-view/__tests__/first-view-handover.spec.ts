import { appShown, awaitAppShown, firstViewWaiting } from '../first-view-handover';

describe('the first view hand-over', () => {
  it('runs the waiting hand-over once, on the first appShown', () => {
    const handOver = jest.fn();
    awaitAppShown(handOver);
    expect(firstViewWaiting()).toBe(true);
    appShown();
    appShown();
    expect(handOver).toHaveBeenCalledTimes(1);
    expect(firstViewWaiting()).toBe(false);
  });

  it('does nothing when no first view waits', () => {
    expect(() => appShown()).not.toThrow();
  });
});
