import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Cluster } from 'ioredis';
import { bullConnection, createRedisClient, type RedisClient } from '@voc/queues';
import type { RedisOptions } from 'bullmq';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

export const REDIS = Symbol('REDIS');
/** BullMQ's connection for the api's queues and the operators' board (options, or a shared Cluster). */
export const BULL_CONNECTION = Symbol('BULL_CONNECTION');

/**
 * One shared Redis connection for the api (rate limits, health), and the queues' connection: one
 * Redis, or a Redis Cluster with REDIS_CLUSTER=1. Global and made before the queues, so it is
 * closed after them at shutdown.
 */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => {
        const redis = createRedisClient(config, { maxRetriesPerRequest: 2 });
        // Without a listener ioredis prints every failed reconnect as an unhandled error: one
        // structured line a minute says Redis is down; callers handle their own failures.
        const logger = new Logger('Redis');
        let lastLog = 0;
        redis.on('error', (error: Error) => {
          if (Date.now() - lastLog < 60_000) return;
          lastLog = Date.now();
          logger.warn({ err: error }, 'Redis is not answering');
        });
        return redis;
      },
    },
    // A producer fails fast while Redis is away (the request answers an error) instead of
    // queueing commands until it returns, as BullMQ advises for queues that only add jobs.
    { provide: BULL_CONNECTION, inject: [API_CONFIG], useFactory: (config: ApiConfig) => bullConnection(config, true) },
  ],
  exports: [REDIS, BULL_CONNECTION],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(BULL_CONNECTION) private readonly bull: RedisOptions | Cluster,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
    // A shared Cluster is its owner's to close (BullMQ closes only the connections it made).
    if ('isCluster' in this.bull && this.bull.isCluster) await this.bull.quit().catch(() => (this.bull as Cluster).disconnect());
  }
}
