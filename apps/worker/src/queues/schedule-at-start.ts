import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, mixin, type OnApplicationBootstrap, type Type } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';

/** Puts a queue's schedule in Redis (upsertJobScheduler): at every start, and from OwedWork when Redis lost it. */
export type UpsertSchedule<T> = (queue: Queue<T>, config: WorkerConfig) => Promise<void>;

/**
 * A provider that (re)makes a queue's schedule when the worker has booted. Every worker does it;
 * upserting the same scheduler from many is harmless, and the schedule's own options say when it
 * first runs (a deadline sweep one interval later, for one).
 */
export function ScheduleAtStart<T>(queueName: string, upsert: UpsertSchedule<T>): Type<OnApplicationBootstrap> {
  @Injectable()
  class QueueScheduleAtStart implements OnApplicationBootstrap {
    constructor(
      @InjectQueue(queueName) private readonly queue: Queue<T>,
      @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    ) {}

    async onApplicationBootstrap(): Promise<void> {
      await upsert(this.queue, this.config);
    }
  }
  return mixin(QueueScheduleAtStart);
}
