import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QUEUES, type JobPayloads } from '@voc/queues';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';

/** Keeps one repeatable heartbeat job scheduled; upserting it from many workers is harmless. */
@Injectable()
export class HeartbeatScheduler implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(QUEUES.heartbeat) private readonly queue: Queue<JobPayloads['heartbeat']['beat']>,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await upsertHeartbeatScheduler(this.queue, this.config);
  }
}

export const HEARTBEAT_SCHEDULER = 'heartbeat';

/** The heartbeat's schedule in Redis; also re-made by OwedWork when Redis lost it. */
export async function upsertHeartbeatScheduler(queue: Queue<JobPayloads['heartbeat']['beat']>, config: WorkerConfig): Promise<void> {
  await queue.upsertJobScheduler(
    HEARTBEAT_SCHEDULER,
    { every: config.heartbeatEverySeconds * 1000 },
    { name: 'beat', data: { requestedAt: new Date().toISOString() }, opts: { removeOnComplete: 10, removeOnFail: 100 } },
  );
}
