import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import { PARTITIONED_PROJECTIONS, QUEUES, type JobPayloads, type ProjectionJobName } from '@voc/persistence';
import { partitionsOf, type ProjectionPartition } from '@voc/domain';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { projectNextBatch } from './tickets/project-tickets';
import { projectNextPdcaBatch } from './pdca/project-pdca';
import type { ProjectionRunResult } from './projection-step';
import { PROJECTION_STORES, type ProjectionStores } from './tickets/projection-stores';
import { projectNextVocBatch } from './voc/project-voc';
import { afterBatch } from './scheduling/projection-slice';
import { continuationJobId, partitionsWithWaitingJob, PROJECTION_JOB_OPTIONS, type ProjectionQueue } from './scheduling/projection-jobs';

export const PROJECTION_BATCH_SIZE = 2000;

/**
 * A projection job carries a projection and a position, not events: it applies that projection's
 * log in batches until nothing is left below the safe horizon, or until its time slice
 * (PROJECTION_SLICE_MS) is used up: it then queues a job for the rest at the back of the queue and
 * ends, so a projection with a long backlog takes turns with the others instead of holding the
 * worker until it is at the head. The relay hands out one job per
 * projection partition (the tickets and VOC projections in PROJECTION_PARTITIONS partitions by
 * dealer; PDCA one), each under its own checkpoint, so different workers (and the
 * PROJECTION_CONCURRENCY jobs one worker runs at once) apply different partitions at once; two
 * jobs on the same partition take turns on its checkpoint lock, and a redelivered job finds
 * nothing left to do.
 */
// A worker killed or frozen mid-job loses the job's lock after 5 s (renewed every 2.5 s while it
// lives), so another worker runs it again soon instead of after BullMQ's default 30 s; running it
// twice is harmless (the checkpoint). The concurrency is PROJECTION_CONCURRENCY, set at bootstrap.
@Processor(QUEUES.projections, { concurrency: 1, lockDuration: 5_000, stalledInterval: 5_000 })
export class ProjectionsProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(ProjectionsProcessor.name);

  constructor(
    @Inject(PROJECTION_STORES) private readonly stores: ProjectionStores,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @InjectQueue(QUEUES.projections) private readonly queue: ProjectionQueue,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    this.worker.concurrency = this.config.projectionConcurrency;
  }

  async process(job: Job<JobPayloads['projections']['project']>): Promise<{ applied: number; continued: boolean }> {
    // A job queued before projections had jobs of their own names none: it drains all of them (no slice).
    if (!job.data.projection) {
      let applied = 0;
      for (const { projection, partition } of this.everyPartition()) {
        for (;;) {
          const step = await this.step(projection, partition);
          applied += step.applied;
          if (step.applied > 0) await job.updateProgress({ projection, partition: partition.index, applied, position: step.checkpoint.position });
          if (step.applied < PROJECTION_BATCH_SIZE) break;
        }
      }
      return { applied, continued: false };
    }
    const { projection, partition } = this.partitionOf(job.data.projection, job.data.partition ?? 0);
    const startedAt = Date.now();
    let applied = 0;
    let batches = 0;
    for (;;) {
      const step = await this.step(projection, partition);
      applied += step.applied;
      batches += 1;
      if (step.applied > 0) {
        await job.updateProgress({ projection, partition: partition.index, applied, position: step.checkpoint.position, noticedAt: job.data.noticedAt });
      }
      const next = afterBatch(step.applied, PROJECTION_BATCH_SIZE, Date.now() - startedAt, this.config.projectionSliceMs);
      if (next === 'next-batch') continue;
      const continued = next === 'continue-later' && (await this.continueLater(job, { projection, partition: partition.index }, step.checkpoint));
      this.logger.debug(
        { projection, partition: partition.index, applied, batches, ms: Date.now() - startedAt, waitedMs: startedAt - job.timestamp, noticedAt: job.data.noticedAt, continued },
        next === 'done' ? 'projection job done' : continued ? 'projection job used its time slice; a job for the rest is queued' : 'projection job used its time slice; a job of the partition already waits',
      );
      return { applied, continued };
    }
  }

  /**
   * Queues the job that goes on from `from` after this one's slice, at the back of the queue
   * (behind the other projections' jobs), unless a job of the partition already waits (the relay's,
   * for appends meanwhile): that one goes on from the checkpoint too. If this fails, the job fails
   * and is retried; and the relay's poll queues a job for any partition behind its log with none
   * waiting, so the rest is never left undone.
   */
  private async continueLater(job: Job<JobPayloads['projections']['project']>, key: { projection: ProjectionJobName; partition: number }, from: { tx: string; position: string }): Promise<boolean> {
    if ((await partitionsWithWaitingJob(this.queue)).has(key)) return false;
    await this.queue.add('project', { upToPosition: job.data.upToPosition, projection: key.projection, partition: key.partition }, { ...PROJECTION_JOB_OPTIONS, jobId: continuationJobId(key, from) });
    return true;
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
        return projectNextVocBatch(this.stores, 'reporting', PROJECTION_BATCH_SIZE, this.config.monthCloseDay, {}, partition);
      case 'pdca':
        return projectNextPdcaBatch(this.stores, 'reporting', PROJECTION_BATCH_SIZE);
      default:
        throw new Error(`unknown projection job: ${String(projection)}`);
    }
  }
}
