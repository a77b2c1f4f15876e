import { appShown, awaitAppShown, firstViewShowsFigures, firstViewWaiting } from '../first-view-handover';

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

  it('lets the app without its figures take over from a first view without them', () => {
    const handOver = jest.fn();
    awaitAppShown(handOver);
    appShown(false);
    expect(handOver).toHaveBeenCalledTimes(1);
  });

  it('keeps a first view that shows the figures until the app shows them too', () => {
    const handOver = jest.fn();
    awaitAppShown(handOver);
    firstViewShowsFigures();
    appShown(false);
    expect(handOver).not.toHaveBeenCalled();
    appShown(true);
    expect(handOver).toHaveBeenCalledTimes(1);
  });

  it('does nothing when no first view waits', () => {
    expect(() => appShown()).not.toThrow();
  });
});
