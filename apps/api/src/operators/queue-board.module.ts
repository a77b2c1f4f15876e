import { Inject, Injectable, Module, type OnModuleDestroy } from '@nestjs/common';
import { Queue, type RedisOptions } from 'bullmq';
import type { Cluster } from 'ioredis';
import { DEFAULT_JOB_OPTIONS, QUEUES } from '@voc/queues';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { BULL_CONNECTION } from '../redis/redis.module';

/**
 * Every queue of the product (the api's and the worker's), opened for the operators' board: same
 * Redis, same key prefix. Closed with the app.
 */
@Injectable()
export class BoardQueues implements OnModuleDestroy {
  readonly queues: Queue[];

  constructor(@Inject(API_CONFIG) config: ApiConfig, @Inject(BULL_CONNECTION) connection: RedisOptions | Cluster) {
    this.queues = Object.values(QUEUES).map((name) => {
      const queue = new Queue(name, { connection, prefix: config.redisPrefix, defaultJobOptions: DEFAULT_JOB_OPTIONS });
      // Redis being away shows on the board's own calls; the api's queues log it already.
      queue.on('error', () => undefined);
      return queue;
    });
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.queues.map((queue) => queue.close()));
  }
}

@Module({ providers: [BoardQueues], exports: [BoardQueues] })
export class QueueBoardModule {}
