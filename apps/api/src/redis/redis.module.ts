import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

export const REDIS = Symbol('REDIS');

/** One shared Redis connection for the api (rate limits, health, queue producers use their own). */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => {
        const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false });
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
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
