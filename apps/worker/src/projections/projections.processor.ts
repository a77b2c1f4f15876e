import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DelayedError, type Job } from 'bullmq';
import { QUEUES, type JobPayloads } from '@voc/queues';
import { partitionsOf, type ProjectionPartition } from '@voc/domain';
import { findFeed, partitionCountOf, PROJECTION_FEED_NAMES, type ProjectionFeedName } from '@voc/projections';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import type { ProjectionRunResult } from './projection-step';
import { PROJECTION_STORES, type ProjectionStores } from './tickets/projection-stores';
import { PROJECTION_BATCH_SIZE, relayedRunner, type FeedSettings } from './projection-runners';
import { afterBatch } from './scheduling/projection-slice';
import { continuationJobId, HELD_CHECKPOINT_RETRY_MS, partitionsWithWaitingJob, PROJECTION_JOB_OPTIONS, type ProjectionQueue, type QueuedPartitions } from './scheduling/projection-jobs';
import type { WhenCheckpointHeld } from '@voc/events';

export { PROJECTION_BATCH_SIZE };

/**
 * A projection job carries a projection (a feed of the registry, @voc/projections: the ticket,
 * survey and PDCA logs' alike) and a position, not events: it applies that projection's
 * log in batches until nothing is left below the safe horizon, or until its time slice
 * (PROJECTION_SLICE_MS) is used up: it then queues a job for the rest at the back of the queue and
 * ends, so a projection with a long backlog takes turns with the others instead of holding the
 * worker until it is at the head. The relay hands out one job per
 * projection partition (the tickets and VOC projections in PROJECTION_PARTITIONS partitions by
 * dealer; the others one), each under its own checkpoint, so different workers (and the
 * PROJECTION_CONCURRENCY jobs one worker runs at once) apply different partitions at once; a job
 * that finds its partition's checkpoint held by another does not wait for it but runs again
 * shortly (retryWhenReleased), and a redelivered job finds nothing left to do.
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

  async process(job: Job<JobPayloads['projections']['project']>, token?: string): Promise<{ applied: number; continued: boolean }> {
    try {
      return await this.run(job, token);
    } catch (error) {
      // A job that failed after a held-checkpoint retry waits out its backoff, maybe minutes: it
      // must no longer count as a job of its partition that runs shortly (partitionsWithWaitingJob).
      if (!(error instanceof DelayedError) && job.data.heldRetry) await job.updateData({ ...job.data, heldRetry: undefined });
      throw error;
    }
  }

  private async run(job: Job<JobPayloads['projections']['project']>, token: string | undefined): Promise<{ applied: number; continued: boolean }> {
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
      const step = await this.step(projection, partition, 'skip');
      if (step.held) return this.retryWhenReleased(job, token);
      applied += step.applied;
      batches += 1;
      if (step.applied > 0) {
        await job.updateProgress({ projection, partition: partition.index, applied, position: step.checkpoint.position, noticedAt: job.data.noticedAt });
      }
      const next = afterBatch(step.applied, PROJECTION_BATCH_SIZE, Date.now() - startedAt, this.config.projectionSliceMs);
      if (next === 'next-batch') continue;
      // A job that skipped while this one held the checkpoint runs now, not after its delay: it
      // applies what was committed after this job's last read (the holder's end-of-job look).
      if (next === 'done') await this.promoteHeldRetry({ projection, partition: partition.index });
      const continued = next === 'continue-later' && (await this.continueLater(job, { projection, partition: partition.index }, step.checkpoint));
      this.logger.debug(
        { projection, partition: partition.index, applied, batches, ms: Date.now() - startedAt, waitedMs: startedAt - job.timestamp, noticedAt: job.data.noticedAt, continued },
        next === 'done' ? 'projection job done' : continued ? 'projection job used its time slice; a job for the rest is queued' : 'projection job used its time slice; a job of the partition already waits',
      );
      return { applied, continued };
    }
  }

  /**
   * The job's partition's checkpoint is held by another transaction (another job's batch, the
   * deadline sweep or the partition aligner, a replay): instead of waiting for it — a worker then
   * sits idle while another works on the same partition, the lock waits the bench measured — the job
   * goes back to the queue, delayed HELD_CHECKPOINT_RETRY_MS, and runs again from the checkpoint.
   * It carries its partition's events itself, so none waits for the relay's poll:
   * - the holder is a job: when it ends (slice used up or log exhausted) it promotes this one
   *   (promoteHeldRetry), which then takes the lock and reads everything below the horizon, which
   *   includes every event this job was queued for (the head below the horizon never moves back);
   * - the holder ended just before this job was marked delayed (it looked and found none): the
   *   retry comes after HELD_CHECKPOINT_RETRY_MS, as for every other holder;
   * - the holder was killed: PostgreSQL frees its row when the session ends (connection gone, or
   *   idle_in_transaction_session_timeout, set by lockCheckpoint); the retries go on until then;
   * - two jobs skipped: each retries; one gets the lock, the other skips again or finds nothing
   *   left (the checkpoint), so nothing is applied twice; and a delayed retry counts as a waiting
   *   job of its partition, so the relay and the continuations queue no third meanwhile.
   * Why the retry and not only the holder: the holder is not always a job (the sweep, the aligner, a
   * replay, a dead worker), and "the holder re-checks the head when it ends" would have to be
   * right in each; the retry covers them all, and the promotion makes the common case (a job) prompt.
   * The deadline sweep and the aligner still wait (lockAllCheckpoints): they need every partition.
   */
  private async retryWhenReleased(job: Job<JobPayloads['projections']['project']>, token: string | undefined): Promise<never> {
    if (!job.data.heldRetry) await job.updateData({ ...job.data, heldRetry: true });
    await job.moveToDelayed(Date.now() + HELD_CHECKPOINT_RETRY_MS, token);
    throw new DelayedError();
  }

  /**
   * Queues the job that goes on from `from` after this one's slice, at the back of the queue
   * (behind the other projections' jobs), unless a job of the partition already waits (the relay's,
   * for appends meanwhile): that one goes on from the checkpoint too. If this fails, the job fails
   * and is retried; and the relay's poll queues a job for any partition behind its log with none
   * waiting, so the rest is never left undone.
   * A job of the partition that skipped while this one held the checkpoint, and waits delayed, is
   * the continuation: it is promoted now. Left to its delay, the partition would stand idle up to
   * HELD_CHECKPOINT_RETRY_MS after every slice (in bench:projections (a), where the relay queues a
   * job for a partition as soon as its continuation starts, that made every run slower, one worker
   * too). Promoting fails only when it is no longer delayed, i.e. already waiting or running: it
   * runs then anyway, so that failure is ignored.
   */
  private async continueLater(job: Job<JobPayloads['projections']['project']>, key: { projection: string; partition: number }, from: { tx: string; position: string }): Promise<boolean> {
    const queued = await partitionsWithWaitingJob(this.queue);
    if (await this.promoteHeldRetry(key, queued)) return true;
    if (queued.has(key)) return false;
    await this.queue.add('project', { upToPosition: job.data.upToPosition, projection: key.projection, partition: key.partition }, { ...PROJECTION_JOB_OPTIONS, jobId: continuationJobId(key, from) });
    return true;
  }

  /** Promotes the partition's job delayed for a held checkpoint, if there is one (continueLater says why a failure is ignored). */
  private async promoteHeldRetry(key: { projection: string; partition: number }, queued?: QueuedPartitions): Promise<boolean> {
    const retry = (queued ?? (await partitionsWithWaitingJob(this.queue))).heldRetry(key);
    if (!retry) return false;
    await retry.promote().catch(() => undefined);
    return true;
  }

  /** A job's partition; one this worker's PROJECTION_PARTITIONS does not have fails (and is retried), never applies a wrong share. */
  private partitionOf(projection: string, index: number): { projection: ProjectionFeedName; partition: ProjectionPartition } {
    // A job of a projection the registry does not have (unknown, retired) fails: it is never applied by a wrong runner.
    const feed = findFeed(projection)?.feed.projection;
    if (!feed) throw new Error(`unknown projection job: ${projection}`);
    const count = partitionCountOf(feed, this.config.projectionPartitions);
    if (!Number.isInteger(index) || index < 0 || index >= count) {
      throw new Error(`projection job for ${projection} partition ${index}, but this worker runs ${count} partition(s) of it (PROJECTION_PARTITIONS=${this.config.projectionPartitions})`);
    }
    return { projection: feed, partition: { index, count } };
  }

  /** Every partition of every feed of the registry. */
  private everyPartition(): Array<{ projection: ProjectionFeedName; partition: ProjectionPartition }> {
    return PROJECTION_FEED_NAMES.flatMap((projection) => partitionsOf(partitionCountOf(projection, this.config.projectionPartitions)).map((partition) => ({ projection, partition })));
  }

  private get settings(): FeedSettings {
    return { stores: this.stores, clockKind: this.config.kpiClock, closeDay: this.config.monthCloseDay };
  }

  private step(projection: ProjectionFeedName, partition: ProjectionPartition, whenHeld: WhenCheckpointHeld = 'wait'): Promise<ProjectionRunResult> {
    return relayedRunner(projection).step(this.settings, partition, whenHeld);
  }
}
