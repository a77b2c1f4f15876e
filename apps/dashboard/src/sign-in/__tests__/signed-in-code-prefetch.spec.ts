import { prefetchSignedInCode, type WhenIdle } from '../signed-in-code-prefetch';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the code a sign-in opens, fetched while the form is on screen', () => {
  it('is asked for once the form’s checks are in and the page is idle, not before', async () => {
    const checks = deferred();
    let idleWork: (() => void) | undefined;
    const idle: WhenIdle = (work) => (idleWork = work);
    const preload = jest.fn(() => Promise.resolve());
    const settled = jest.fn();
    void prefetchSignedInCode(checks.promise, idle, preload).then(settled);
    await flush();
    expect(idleWork).toBeUndefined();
    checks.resolve();
    await flush();
    expect(preload).not.toHaveBeenCalled();
    idleWork?.();
    await flush();
    expect(preload).toHaveBeenCalledTimes(1);
    expect(settled).toHaveBeenCalledTimes(1);
  });
});
