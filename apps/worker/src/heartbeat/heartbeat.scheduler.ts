import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QUEUES, type JobPayloads } from '@voc/persistence';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';

/** Keeps one repeatable heartbeat job scheduled; upserting it from many workers is harmless. */
@Injectable()
export class HeartbeatScheduler implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(QUEUES.heartbeat) private readonly queue: Queue<JobPayloads['heartbeat']['beat']>,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      'heartbeat',
      { every: this.config.heartbeatEverySeconds * 1000 },
      { name: 'beat', data: { requestedAt: new Date().toISOString() }, opts: { removeOnComplete: 10, removeOnFail: 100 } },
    );
  }
}
