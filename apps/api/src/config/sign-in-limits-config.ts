import { ConfigError, integer, type Env } from '@voc/config';
import type { SignInLimitRule } from './sign-in-limit-rule';

/** The sign-in limits' variables (README "Sign-in limits"); a bad one stops the start naming it. */
export function readSignInLimits(env: Env): SignInLimitRule {
  const rule: SignInLimitRule = {
    accountLimit: integer(env, 'SIGNIN_RATE_LIMIT', 10, 1, 10_000),
    addressLimit: integer(env, 'SIGNIN_IP_RATE_LIMIT', 300, 1, 1_000_000),
    windowSeconds: integer(env, 'SIGNIN_RATE_WINDOW_SECONDS', 900, 1, 86_400),
    lockSeconds: integer(env, 'SIGNIN_LOCK_SECONDS', 60, 1, 86_400),
    maxLockSeconds: integer(env, 'SIGNIN_LOCK_MAX_SECONDS', 3600, 1, 7 * 86_400),
  };
  if (rule.maxLockSeconds < rule.lockSeconds) {
    throw new ConfigError('SIGNIN_LOCK_MAX_SECONDS', `must be at least SIGNIN_LOCK_SECONDS (${rule.lockSeconds}), got ${rule.maxLockSeconds}`);
  }
  return rule;
}
