import { KNOWN_TTL_SECONDS, lockMilliseconds, mayCheck, pairLimit, PENDING_TTL_MS } from './sign-in-limit-rule';
import type { SignInLimitRule } from '../../../config/sign-in-limit-rule';

/** Most keys kept (oldest dropped first), so an attack cannot grow the api's memory. */
const MAX_KEYS = 50_000;

interface Entry {
  count: number;
  /** Pairs only: locked until (ms). */
  lockedUntil: number;
  expiresAt: number;
}

/** The keys of one attempt, as the Redis scripts name them. */
export interface AttemptKeys {
  pair: string;
  pending: string;
  address: string;
  known: string;
}

/**
 * The same rule as the Redis scripts, in this api process's memory: used while Redis does not
 * answer, so sign-in keeps working and is still limited (per process). Each step runs without an
 * await, so attempts reaching this process at once are serialized as the scripts are in Redis.
 */
export class InProcessSignInLimits {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly rule: SignInLimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** 0: check the password; else the milliseconds to wait. */
  reserve(keys: AttemptKeys): number {
    const now = this.now();
    const pair = this.live(keys.pair, now);
    if (pair && pair.lockedUntil > now) return pair.lockedUntil - now;
    const pending = this.count(keys.pending, now);
    const limit = pairLimit(this.rule, this.count(keys.address, now), this.live(keys.known, now) !== undefined);
    if (!mayCheck(pair?.count ?? 0, pending, limit)) return 1000;
    this.put(keys.pending, pending + 1, 0, now + PENDING_TTL_MS);
    return 0;
  }

  /** Counts a refused password; answers the lock it set (ms, 0: none). */
  failure(keys: AttemptKeys): number {
    const now = this.now();
    this.release(keys.pending);
    const address = this.live(keys.address, now);
    const addressFailures = address?.count ?? 0;
    this.put(keys.address, addressFailures + 1, 0, address?.expiresAt ?? now + this.rule.windowSeconds * 1000);
    const limit = pairLimit(this.rule, addressFailures, this.live(keys.known, now) !== undefined);
    const failures = (this.live(keys.pair, now)?.count ?? 0) + 1;
    const lockMs = lockMilliseconds(this.rule, failures, limit);
    this.put(keys.pair, failures, lockMs > 0 ? now + lockMs : 0, now + this.rule.windowSeconds * 1000 + lockMs);
    return lockMs;
  }

  success(keys: AttemptKeys): void {
    this.entries.delete(keys.pair);
    this.release(keys.pending);
    this.put(keys.known, 1, 0, this.now() + KNOWN_TTL_SECONDS * 1000);
  }

  release(pendingKey: string): void {
    const entry = this.entries.get(pendingKey);
    if (!entry) return;
    if (entry.count <= 1) this.entries.delete(pendingKey);
    else entry.count -= 1;
  }

  private live(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private count(key: string, now: number): number {
    return this.live(key, now)?.count ?? 0;
  }

  private put(key: string, count: number, lockedUntil: number, expiresAt: number): void {
    this.entries.delete(key);
    if (this.entries.size >= MAX_KEYS) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { count, lockedUntil, expiresAt });
  }
}
