import { Global, Module } from '@nestjs/common';
import { AccountCache } from './services/account-cache.service';

/**
 * One AccountCache per process, for the token guard that reads it and for the commands that
 * change accounts or dealers and must empty it (users, dealers, own password).
 */
@Global()
@Module({ providers: [AccountCache], exports: [AccountCache] })
export class AccountCacheModule {}
