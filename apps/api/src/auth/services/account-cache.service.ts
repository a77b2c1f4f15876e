import { Inject, Injectable } from '@nestjs/common';
import type { UserRecord } from '@voc/persistence';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';

/** Accounts remembered at most; past it the longest-remembered goes first. */
const MAX_ACCOUNTS = 10_000;

/**
 * The account rows (with their dealer) the token guard read lately, each for AUTH_CACHE_MS: a
 * busy user's requests then cost no account query each. Only a row that lets its token in is
 * answered from here (BearerPrincipals reads afresh before it refuses), so the cache can only
 * make a revocation late, never a grant: a change made through another api process (or the CLI)
 * reaches this process within AUTH_CACHE_MS; one made through this process is forgotten here when
 * its transaction has committed (`forgetAll`), so it holds at once.
 */
@Injectable()
export class AccountCache {
  private readonly accounts = new Map<string, { user: UserRecord; readAt: number }>();

  constructor(@Inject(API_CONFIG) private readonly config: Pick<ApiConfig, 'authCacheMs'>) {}

  /** The account as read within the last AUTH_CACHE_MS, if it was. */
  fresh(userId: string, now = Date.now()): UserRecord | undefined {
    const entry = this.accounts.get(userId);
    if (!entry) return undefined;
    if (now - entry.readAt < this.config.authCacheMs) return entry.user;
    this.accounts.delete(userId);
    return undefined;
  }

  /** Remembers an account as read at `readAt` (taken before the read: a row is never younger than it says). */
  remember(user: UserRecord, readAt: number): void {
    if (this.config.authCacheMs === 0) return;
    this.accounts.delete(user.id);
    if (this.accounts.size >= MAX_ACCOUNTS) this.accounts.delete(this.accounts.keys().next().value as string);
    this.accounts.set(user.id, { user, readAt });
  }

  /**
   * Accounts or dealers changed in this process (after the commit): everything is read afresh. A
   * dealer's closing concerns all its staff, so the whole cache goes, not one row; changes are rare.
   */
  forgetAll(): void {
    this.accounts.clear();
  }
}
