import type { SignInLimitRule } from '../../../config/sign-in-limit-rule';

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
