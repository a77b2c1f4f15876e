// How long `npm start` waits before it starts a crashed child again.

export interface RestartPolicy {
  /** The wait after a first crash (or after one that came after a long enough run). */
  firstDelayMs: number;
  /** Every further crash in a row doubles the wait, up to this. */
  maxDelayMs: number;
  /** A child that ran this long before it crashed was healthy: the wait starts over. */
  resetAfterMs: number;
}

/** 1 s, 2 s, 4 s … at most 30 s; back to 1 s after a minute of running. */
export const RESTART_POLICY: RestartPolicy = { firstDelayMs: 1_000, maxDelayMs: 30_000, resetAfterMs: 60_000 };

/** The wait before the next start, given the previous wait (null: none yet) and how long the child ran. */
export function restartDelay(previousDelayMs: number | null, ranForMs: number, policy: RestartPolicy = RESTART_POLICY): number {
  if (previousDelayMs === null || ranForMs >= policy.resetAfterMs) return policy.firstDelayMs;
  return Math.min(previousDelayMs * 2, policy.maxDelayMs);
}
