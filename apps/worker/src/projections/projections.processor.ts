import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QUEUES, type JobPayloads } from '@voc/persistence';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { projectNextBatch } from './tickets/project-tickets';
import { projectAllPdca } from './pdca/project-pdca';
import { PROJECTION_STORES, type ProjectionStores } from './tickets/projection-stores';
import { projectNextVocBatch } from './voc/project-voc';

export const PROJECTION_BATCH_SIZE = 2000;

/**
 * A projection job carries a position, not events: it applies the log in batches until nothing
 * is left below the safe horizon. Many workers may run it; the checkpoint lock makes them take
 * turns, and a redelivered job finds nothing left to do.
 */
// A worker killed or frozen mid-job loses the job's lock after 5 s (renewed every 2.5 s while it
// lives), so another worker runs it again soon instead of after BullMQ's default 30 s; running it
// twice is harmless (the checkpoint).
@Processor(QUEUES.projections, { concurrency: 1, lockDuration: 5_000, stalledInterval: 5_000 })
export class ProjectionsProcessor extends WorkerHost {
  constructor(
    @Inject(PROJECTION_STORES) private readonly stores: ProjectionStores,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {
    super();
  }

  async process(job: Job<JobPayloads['projections']['project']>): Promise<{ applied: number }> {
    let applied = 0;
    for (;;) {
      const step = await projectNextBatch(this.stores, 'reporting', PROJECTION_BATCH_SIZE, this.config.kpiClock, this.config.monthCloseDay);
      applied += step.applied;
      if (step.applied > 0) await job.updateProgress({ applied, position: step.checkpoint.position });
      if (step.applied < PROJECTION_BATCH_SIZE) break;
    }
    // The VOC projection reads the same log under its own checkpoint (it may still be catching up
    // from the start after its migration).
    for (;;) {
      const step = await projectNextVocBatch(this.stores, 'reporting', PROJECTION_BATCH_SIZE, this.config.monthCloseDay);
      if (step.applied < PROJECTION_BATCH_SIZE) break;
    }
    // The PDCA log is small (a few events per plan): drained in the same job.
    return { applied: applied + (await projectAllPdca(this.stores, 'reporting', PROJECTION_BATCH_SIZE)) };
  }
}
