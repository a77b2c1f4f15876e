import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { InjectReportingDataSource, QUEUES, type JobPayloads } from '@voc/persistence';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { sweepDeadlines } from './tickets/deadline-sweep';
import { projectionStores } from './tickets/projection-stores';

/** Re-evaluates the live deadline state of open tickets (repeatable job, every minute). */
@Processor(QUEUES.deadlines)
export class DeadlineSweepProcessor extends WorkerHost {
  constructor(
    @InjectDataSource() private readonly events: DataSource,
    @InjectReportingDataSource() private readonly reporting: DataSource,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {
    super();
  }

  async process(): Promise<{ changed: number }> {
    return { changed: await sweepDeadlines(projectionStores(this.events, this.reporting), new Date(), 'reporting', this.config.kpiClock) };
  }
}

@Injectable()
export class DeadlineSweepScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(QUEUES.deadlines) private readonly queue: Queue<JobPayloads['deadlines']['sweep']>) {}

  static everyMs = Number(process.env.DEADLINE_SWEEP_EVERY_MS ?? 60_000);

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('deadline-sweep', { every: DeadlineSweepScheduler.everyMs }, { name: 'sweep', data: {}, opts: { removeOnComplete: 10, removeOnFail: 100 } });
  }
}
