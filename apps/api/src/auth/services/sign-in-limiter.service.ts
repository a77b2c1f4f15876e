import { Inject, Injectable, Logger } from '@nestjs/common';
import type { RedisClient } from '@voc/persistence';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { REDIS } from '../../redis/redis.module';

/** How long a Redis call may take before the limiter counts in this process instead. */
const REDIS_WAIT_MS = 300;
/** Most keys the in-process fallback keeps (oldest dropped first), so an attack cannot grow it. */
const FALLBACK_MAX_KEYS = 50_000;

export interface SignInAttempt {
  ip: string;
  identifier: string;
}

/**
 * Sign-in limits that count failed attempts only:
 * - per client address and identifier (guessing one account's password), SIGNIN_RATE_LIMIT;
 * - per client address across identifiers (password spraying), SIGNIN_IP_RATE_LIMIT;
 * within SIGNIN_RATE_WINDOW_SECONDS. A successful sign-in clears its address-and-identifier count,
 * so a real user is never held back by their own earlier typos, and wrong tries against their
 * account from another address never lock them out (the count is per address).
 *
 * The counts live in Redis so every api instance shares them. When Redis does not answer, sign-in
 * keeps working: the limiter counts in this process (bounded in size) and logs that it does.
 */
@Injectable()
export class SignInLimiter {
  private readonly logger = new Logger(SignInLimiter.name);
  private readonly fallback = new Map<string, { count: number; expiresAt: number }>();
  private lastFallbackLog = 0;

  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** Whether this attempt may go ahead. */
  async allows(attempt: SignInAttempt): Promise<boolean> {
    const [pair, address] = await this.counts([this.pairKey(attempt), this.addressKey(attempt)]);
    return pair < this.config.signInRateLimit && address < this.config.signInIpRateLimit;
  }

  async recordFailure(attempt: SignInAttempt): Promise<void> {
    const window = this.config.signInRateWindowSeconds;
    const keys = [this.pairKey(attempt), this.addressKey(attempt)];
    const done = await this.withRedis(async () => {
      const multi = this.redis.multi();
      for (const key of keys) multi.incr(key).expire(key, window, 'NX');
      await multi.exec();
      return true;
    });
    if (done === undefined) for (const key of keys) this.bump(key, window);
  }

  async recordSuccess(attempt: SignInAttempt): Promise<void> {
    const key = this.pairKey(attempt);
    this.fallback.delete(key);
    await this.withRedis(() => this.redis.del(key));
  }

  private pairKey({ ip, identifier }: SignInAttempt): string {
    return `${this.config.redisPrefix}:signin:fail:${ip}|${identifier}`;
  }

  private addressKey({ ip }: SignInAttempt): string {
    return `${this.config.redisPrefix}:signin:fail-ip:${ip}`;
  }

  private async counts(keys: string[]): Promise<number[]> {
    const values = await this.withRedis(() => this.redis.mget(...keys));
    if (values === undefined) return keys.map((key) => this.fallbackCount(key));
    return values.map((value) => Number(value ?? 0));
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

  private fallbackCount(key: string): number {
    const entry = this.fallback.get(key);
    if (!entry || entry.expiresAt <= Date.now()) return 0;
    return entry.count;
  }

  private bump(key: string, windowSeconds: number): void {
    const now = Date.now();
    const entry = this.fallback.get(key);
    if (entry && entry.expiresAt > now) {
      entry.count += 1;
      return;
    }
    if (this.fallback.size >= FALLBACK_MAX_KEYS) this.fallback.delete(this.fallback.keys().next().value!);
    this.fallback.set(key, { count: 1, expiresAt: now + windowSeconds * 1000 });
  }
}
