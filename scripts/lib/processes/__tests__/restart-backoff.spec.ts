import { RESTART_POLICY, restartDelay } from '../restart-backoff';

describe('the wait before a crashed child starts again', () => {
  it.each([
    ['a first crash', null, 500, 1_000],
    ['a second crash soon after', 1_000, 2_000, 2_000],
    ['a third', 2_000, 1_000, 4_000],
    ['one more', 16_000, 100, 30_000],
    ['at the cap', 30_000, 100, 30_000],
    ['a crash after a minute of running', 30_000, 60_000, 1_000],
    ['a crash just short of a minute', 8_000, 59_999, 16_000],
  ])('%s (previous %p ms, ran %p ms) → %p ms', (_what, previous, ran, expected) => {
    expect(restartDelay(previous, ran)).toBe(expected);
  });

  it('follows another policy', () => {
    const policy = { firstDelayMs: 100, maxDelayMs: 300, resetAfterMs: 1_000 };
    const waits: number[] = [];
    let previous: number | null = null;
    for (let i = 0; i < 4; i += 1) waits.push((previous = restartDelay(previous, 10, policy)));
    expect(waits).toEqual([100, 200, 300, 300]);
    expect(restartDelay(300, 1_000, policy)).toBe(100);
    expect(RESTART_POLICY).toEqual({ firstDelayMs: 1_000, maxDelayMs: 30_000, resetAfterMs: 60_000 });
  });
});
