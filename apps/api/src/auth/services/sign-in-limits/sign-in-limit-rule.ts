/**
 * The numbers the sign-in limits work with (SIGNIN_* variables, README "Sign-in limits").
 * Both stores (Redis scripts, and the api process's own memory while Redis does not answer) apply
 * the same rule, stated here once in words and in lockMilliseconds:
 * - failures are counted per client address and identifier (an account's email or passport id);
 *   at `accountLimit` failures that pair is locked for `lockSeconds`, and every further failure
 *   after a lock ends locks it twice as long as the one before, up to `maxLockSeconds`;
 * - a check in flight counts as a failure until it ends, so attempts sent at once never get more
 *   checks than the limit leaves; once past the limit (the lock over) one check at a time;
 * - failures per client address across identifiers (`addressLimit`, much higher: a dealership's
 *   staff share one office address) do not lock the address: past that count, an identifier that
 *   has not signed in from the address before gets one check before its pair locks, so spraying
 *   many accounts gains one guess each while colleagues typing their own password get in;
 * - a successful sign-in clears its pair and marks the identifier known at that address.
 */
export interface SignInLimitRule {
  accountLimit: number;
  addressLimit: number;
  windowSeconds: number;
  lockSeconds: number;
  maxLockSeconds: number;
}

/** How long a check in flight holds its place when its api process dies before it ends. */
export const PENDING_TTL_MS = 30_000;

/** How long a successful sign-in keeps the identifier known at its address. */
export const KNOWN_TTL_SECONDS = 90 * 24 * 3600;

/** The limit of one pair: the rule's, or 1 when its address is past its own and the identifier unknown there. */
export function pairLimit(rule: SignInLimitRule, addressFailures: number, knownAtAddress: boolean): number {
  return addressFailures >= rule.addressLimit && !knownAtAddress ? 1 : rule.accountLimit;
}

/** The lock a pair gets at its `failures`-th failure (0: none yet). */
export function lockMilliseconds(rule: SignInLimitRule, failures: number, limit: number): number {
  if (failures < limit) return 0;
  const doublings = Math.min(failures - limit, 30);
  return Math.min(rule.lockSeconds * 2 ** doublings, rule.maxLockSeconds) * 1000;
}

/** Whether a check may start: not locked, and checks in flight leave room under the limit (or none is in flight). */
export function mayCheck(failures: number, pending: number, limit: number): boolean {
  return pending === 0 || failures + pending < limit;
}
