import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import type { Job } from 'bullmq';
import { PARTITIONED_PROJECTIONS, QUEUES, type JobPayloads, type ProjectionJobName } from '@voc/persistence';
import { partitionsOf, type ProjectionPartition } from '@voc/domain';
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
 * projection partition (the tickets projection in PROJECTION_PARTITIONS partitions by dealer; VOC
 * and PDCA one each), each under its own checkpoint, so different workers apply different
 * partitions at once; two workers on the same partition take turns on its checkpoint lock, and a
 * redelivered job finds nothing left to do.
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
    const work = job.data.projection ? [this.partitionOf(job.data.projection, job.data.partition ?? 0)] : this.everyPartition();
    let applied = 0;
    for (const { projection, partition } of work) {
      for (;;) {
        const step = await this.step(projection, partition);
        applied += step.applied;
        if (step.applied > 0) await job.updateProgress({ projection, partition: partition.index, applied, position: step.checkpoint.position });
        if (step.applied < PROJECTION_BATCH_SIZE) break;
      }
    }
    return { applied };
  }

  private partitioned(projection: ProjectionJobName): boolean {
    return (PARTITIONED_PROJECTIONS as readonly string[]).includes(projection);
  }

  /** A job's partition; one this worker's PROJECTION_PARTITIONS does not have fails (and is retried), never applies a wrong share. */
  private partitionOf(projection: ProjectionJobName, index: number): { projection: ProjectionJobName; partition: ProjectionPartition } {
    const count = this.partitioned(projection) ? this.config.projectionPartitions : 1;
    if (!Number.isInteger(index) || index < 0 || index >= count) {
      throw new Error(`projection job for ${projection} partition ${index}, but this worker runs ${count} partition(s) of it (PROJECTION_PARTITIONS=${this.config.projectionPartitions})`);
    }
    return { projection, partition: { index, count } };
  }

  private everyPartition(): Array<{ projection: ProjectionJobName; partition: ProjectionPartition }> {
    return (['tickets', 'voc', 'pdca'] as const).flatMap((projection) =>
      partitionsOf(this.partitioned(projection) ? this.config.projectionPartitions : 1).map((partition) => ({ projection, partition })),
    );
  }

  private step(projection: ProjectionJobName, partition: ProjectionPartition): Promise<ProjectionRunResult> {
    switch (projection) {
      case 'tickets':
        return projectNextBatch(this.stores, 'reporting', PROJECTION_BATCH_SIZE, this.config.kpiClock, this.config.monthCloseDay, {}, partition);
      case 'voc':
        return projectNextVocBatch(this.stores, 'reporting', PROJECTION_BATCH_SIZE, this.config.monthCloseDay);
      case 'pdca':
        return projectNextPdcaBatch(this.stores, 'reporting', PROJECTION_BATCH_SIZE);
      default:
        throw new Error(`unknown projection job: ${String(projection)}`);
    }
  }
}
