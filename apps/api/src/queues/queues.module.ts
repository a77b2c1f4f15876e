import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { Logger, Module, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import type { RedisOptions } from 'bullmq';
import type { Cluster } from 'ioredis';
import { DEFAULT_JOB_OPTIONS, QUEUES } from '@voc/queues';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { BULL_CONNECTION } from '../redis/redis.module';

/**
 * The queues the api adds jobs to (the worker processes them): same Redis, same key prefix,
 * same default job options as the worker.
 */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [API_CONFIG, BULL_CONNECTION],
      useFactory: (config: ApiConfig, connection: RedisOptions | Cluster) => ({
        // Fails fast while Redis is away (RedisModule's BULL_CONNECTION); a Cluster with REDIS_CLUSTER=1.
        connection,
        prefix: config.redisPrefix,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      }),
    }),
    BullModule.registerQueue({ name: QUEUES.hotsheetImport }, { name: QUEUES.ticketExport }),
  ],
  exports: [BullModule],
})
export class QueuesModule implements OnModuleInit {
  private readonly logger = new Logger('Queues');

  constructor(private readonly modules: ModuleRef) {}

  /** A queue with no 'error' listener prints every failed reconnect; one line a minute is enough. */
  onModuleInit(): void {
    let lastLog = 0;
    for (const name of [QUEUES.hotsheetImport, QUEUES.ticketExport]) {
      this.modules.get<Queue>(getQueueToken(name), { strict: false }).on('error', (error: Error) => {
        if (Date.now() - lastLog < 60_000) return;
        lastLog = Date.now();
        this.logger.warn({ err: error, queue: name }, 'queue cannot reach Redis');
      });
    }
  }
}
