import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { RedisOptions } from 'bullmq';
import type { Cluster } from 'ioredis';

/** BullMQ's connection of this worker: options, or (REDIS_CLUSTER=1) the Cluster every queue shares. */
export const BULL_CONNECTION = Symbol('BULL_CONNECTION');

/**
 * Quits the shared Cluster at shutdown (BullMQ closes only the connections it made). It lives in
 * the worker's root module, whose shutdown hooks run after BullMQ's own.
 */
@Injectable()
export class BullConnectionCloser implements OnApplicationShutdown {
  constructor(@Inject(BULL_CONNECTION) private readonly connection: RedisOptions | Cluster) {}

  async onApplicationShutdown(): Promise<void> {
    const connection = this.connection;
    if ('isCluster' in connection && connection.isCluster) await connection.quit().catch(() => connection.disconnect());
  }
}
