import type { RedisOptions } from 'bullmq';

/**
 * BullMQ connection options from a redis:// or rediss:// URL. Workers block on Redis, so requests
 * retry forever (maxRetriesPerRequest null) instead of failing while Redis is away.
 */
export function redisConnectionOptions(redisUrl: string): RedisOptions {
  return { url: redisUrl, maxRetriesPerRequest: null };
}
