import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { hostname } from 'node:os';
import { QUEUES, type JobPayloads } from '@voc/queues';
import { UnitOfWork } from '@voc/sql';

export const WORKER_ID = `${hostname()}:${process.pid}`;

/** Records that this worker is alive and processing jobs; the api's health check reads it. */
@Processor(QUEUES.heartbeat)
export class HeartbeatProcessor extends WorkerHost {
  constructor(private readonly uow: UnitOfWork) {
    super();
  }

  async process(_job: Job<JobPayloads['heartbeat']['beat']>): Promise<{ workerId: string }> {
    await this.uow.runner.query(
      `INSERT INTO worker_heartbeats (worker_id, beat_at, beats) VALUES ($1, now(), 1)
       ON CONFLICT (worker_id) DO UPDATE SET beat_at = now(), beats = worker_heartbeats.beats + 1`,
      [WORKER_ID],
    );
    return { workerId: WORKER_ID };
  }
}
