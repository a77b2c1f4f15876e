import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { DEFAULT_JOB_OPTIONS, QUEUES, redisConnectionOptions } from '@voc/persistence';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

/**
 * The queues the api adds jobs to (the worker processes them): same Redis, same key prefix,
 * same default job options as the worker.
 */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => ({
        // A producer fails fast while Redis is away (the request answers an error) instead of
        // queueing commands until it returns, as BullMQ advises for queues that only add jobs.
        connection: { ...redisConnectionOptions(config.redisUrl), enableOfflineQueue: false },
        prefix: config.redisPrefix,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      }),
    }),
    BullModule.registerQueue({ name: QUEUES.hotsheetImport }, { name: QUEUES.ticketExport }),
  ],
  exports: [BullModule],
})
export class QueuesModule {}
