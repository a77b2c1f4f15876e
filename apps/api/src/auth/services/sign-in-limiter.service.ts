import { Inject, Injectable, Logger } from '@nestjs/common';
import type { RedisClient } from '@voc/queues';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { REDIS } from '../../redis/redis.module';
import { InProcessSignInLimits, type AttemptKeys } from './sign-in-limits/in-process-sign-in-limits';
import { KNOWN_TTL_SECONDS, PENDING_TTL_MS } from './sign-in-limits/sign-in-limit-rule';
import type { SignInLimitRule } from '../../config/sign-in-limit-rule';
import { FAILURE_SCRIPT, RELEASE_SCRIPT, RESERVE_SCRIPT, SUCCESS_SCRIPT } from './sign-in-limits/sign-in-limit-scripts';

/** How long a Redis call may take before the limiter counts in this process instead. */
const REDIS_WAIT_MS = 300;

export interface SignInAttempt {
  ip: string;
  identifier: string;
}

/** How a checked sign-in ended: refused credentials count, success clears, anything else gives the place back. */
export type SignInOutcome = 'failed' | 'succeeded' | 'neither';

/** A check that may go ahead, and where its place was taken (it is given back there). */
export interface SignInPlace {
  attempt: SignInAttempt;
  keys: AttemptKeys;
  store: 'redis' | 'process';
}

export type SignInVerdict = { allowed: true; place: SignInPlace } | { allowed: false; retryAfterSeconds: number };

/**
 * Sign-in limits (the rule: sign-in-limits/sign-in-limit-rule.ts), per client address and
 * identifier with a growing lock, and per client address across identifiers at a much higher
 * count that never locks out a colleague's right password.
 *
 * The counts live in Redis, each step one script, so every api instance shares them and attempts
 * sent at once cannot all pass one check before any failure is counted. When Redis does not
 * answer, sign-in keeps working: the limiter counts in this process (bounded in size) and logs it.
 */
@Injectable()
export class SignInLimiter {
  private readonly logger = new Logger(SignInLimiter.name);
  private readonly rule: SignInLimitRule;
  private readonly fallback: InProcessSignInLimits;
  private lastFallbackLog = 0;

  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {
    this.rule = config.signInLimits;
    this.fallback = new InProcessSignInLimits(this.rule);
  }

  /** Takes a place for one password check, or answers how long to wait. */
  async reserve(attempt: SignInAttempt): Promise<SignInVerdict> {
    const keys = this.keysOf(attempt);
    const { accountLimit, addressLimit } = this.rule;
    const waitMs = await this.withRedis(() => this.redis.eval(RESERVE_SCRIPT, 4, keys.pair, keys.pending, keys.address, keys.known, accountLimit, addressLimit, PENDING_TTL_MS));
    const store = waitMs === undefined ? 'process' : 'redis';
    const wait = waitMs === undefined ? this.fallback.reserve(keys) : Number(waitMs);
    return wait > 0 ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) } : { allowed: true, place: { attempt, keys, store } };
  }

  /** Records how the check ended, in the store that gave the place (this process when Redis stopped answering since). */
  async settle({ attempt, keys, store }: SignInPlace, outcome: SignInOutcome): Promise<void> {
    const answer = store === 'redis' ? await this.withRedis(() => this.settleInRedis(keys, outcome)) : undefined;
    if (answer === undefined) {
      if (outcome === 'failed') this.logLock(attempt, this.fallback.failure(keys));
      else if (outcome === 'succeeded') this.fallback.success(keys);
      else this.fallback.release(keys.pending);
    } else if (outcome === 'failed') {
      this.logLock(attempt, Number(answer));
    }
  }

  /** A lock is what an operator looks for after a complaint ("I cannot sign in") or during an attack. */
  private logLock({ ip, identifier }: SignInAttempt, lockMs: number): void {
    if (lockMs > 0) this.logger.warn({ ip, identifier, lockSeconds: Math.ceil(lockMs / 1000) }, 'sign-in locked for an account at a client address: too many wrong passwords');
  }

  private settleInRedis(keys: AttemptKeys, outcome: SignInOutcome): Promise<unknown> {
    const { accountLimit, addressLimit, windowSeconds, lockSeconds, maxLockSeconds } = this.rule;
    switch (outcome) {
      case 'failed':
        return this.redis.eval(FAILURE_SCRIPT, 4, keys.pair, keys.pending, keys.address, keys.known, accountLimit, addressLimit, windowSeconds, lockSeconds, maxLockSeconds);
      case 'succeeded':
        return this.redis.eval(SUCCESS_SCRIPT, 3, keys.pair, keys.pending, keys.known, KNOWN_TTL_SECONDS);
      case 'neither':
        return this.redis.eval(RELEASE_SCRIPT, 1, keys.pending);
    }
  }

  /** Under the deployment's prefix (with REDIS_CLUSTER its hash tag), so one attempt's keys share a slot. */
  private keysOf({ ip, identifier }: SignInAttempt): AttemptKeys {
    const base = `${this.config.redisPrefix}:signin`;
    return {
      pair: `${base}:pair:${ip}|${identifier}`,
      pending: `${base}:pending:${ip}|${identifier}`,
      address: `${base}:fail-ip:${ip}`,
      known: `${base}:known:${ip}|${identifier}`,
    };
  }

  private async withRedis<T>(call: () => Promise<T>): Promise<T | undefined> {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        call(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`Redis did not answer within ${REDIS_WAIT_MS} ms`)), REDIS_WAIT_MS);
        }),
      ]);
    } catch (error) {
      const now = Date.now();
      if (now - this.lastFallbackLog > 60_000) {
        this.lastFallbackLog = now;
        this.logger.warn({ err: error }, 'sign-in limits counted in this process: Redis is not answering');
      }
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }
}
