/**
 * The numbers the sign-in limits work with (SIGNIN_* variables, README "Sign-in limits").
 * Both stores (Redis scripts, and the api process's own memory while Redis does not answer) apply
 * the same rule, stated here once in words and in lockMilliseconds (auth/services/sign-in-limits/sign-in-limit-rule.ts):
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
