import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QUEUES, type JobPayloads, type ProjectionJobName } from '@voc/persistence';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { projectNextBatch } from './tickets/project-tickets';
import { projectNextPdcaBatch } from './pdca/project-pdca';
import type { ProjectionRunResult } from './projection-step';
import { PROJECTION_STORES, type ProjectionStores } from './tickets/projection-stores';
import { projectNextVocBatch } from './voc/project-voc';

export const PROJECTION_BATCH_SIZE = 2000;

/**
 * A projection job carries a projection and a position, not events: it applies that projection's
 * log in batches until nothing is left below the safe horizon. The relay hands out one job per
 * projection (tickets, VOC, PDCA), each under its own checkpoint, so different workers apply
 * different projections at once; two workers on the same projection take turns on its checkpoint
 * lock, and a redelivered job finds nothing left to do.
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
    // A job queued before projections had jobs of their own names none: it drains all of them.
    const projections: readonly ProjectionJobName[] = job.data.projection ? [job.data.projection] : ['tickets', 'voc', 'pdca'];
    let applied = 0;
    for (const projection of projections) {
      for (;;) {
        const step = await this.step(projection);
        applied += step.applied;
        if (step.applied > 0) await job.updateProgress({ projection, applied, position: step.checkpoint.position });
        if (step.applied < PROJECTION_BATCH_SIZE) break;
      }
    }
    return { applied };
  }

  private step(projection: ProjectionJobName): Promise<ProjectionRunResult> {
    switch (projection) {
      case 'tickets':
        return projectNextBatch(this.stores, 'reporting', PROJECTION_BATCH_SIZE, this.config.kpiClock, this.config.monthCloseDay);
      case 'voc':
        return projectNextVocBatch(this.stores, 'reporting', PROJECTION_BATCH_SIZE, this.config.monthCloseDay);
      case 'pdca':
        return projectNextPdcaBatch(this.stores, 'reporting', PROJECTION_BATCH_SIZE);
      default:
        throw new Error(`unknown projection job: ${String(projection)}`);
    }
  }
}
