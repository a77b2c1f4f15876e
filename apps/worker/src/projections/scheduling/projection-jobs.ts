import type { Job, JobsOptions, Queue } from 'bullmq';
import type { JobPayloads } from '@voc/queues';

export type ProjectionQueue = Queue<JobPayloads['projections']['project']>;

/** A projection feed (of the registry, @voc/projections) and one of its partitions (0 of a projection that is not partitioned). */
export interface ProjectionPartitionKey {
  projection: string;
  partition: number;
}

export function keyName(key: ProjectionPartitionKey): string {
  return `${key.projection}/${key.partition}`;
}

/**
 * Every projection job, the relay's and a sliced job's continuation alike. A job's id keeps a
 * second one of the same id out only while it waits or runs: once it ended it is removed, so the
 * same state (a projection reset to the start behind an unchanged head) is queued again rather
 * than swallowed by an old job's id.
 */
export const PROJECTION_JOB_OPTIONS: Omit<JobsOptions, 'jobId'> = { attempts: 10, backoff: { type: 'exponential', delay: 500 }, removeOnComplete: true, removeOnFail: true };

/** The relay's job for a partition behind the log's head below the horizon. */
export function relayJobId(key: ProjectionPartitionKey, head: { tx: string; position: string }): string {
  return `project-${key.projection}-${key.partition}-${head.tx}-${head.position}`;
}

/** The job that goes on from a checkpoint where a sliced job stopped. */
export function continuationJobId(key: ProjectionPartitionKey, from: { tx: string; position: string }): string {
  return `project-${key.projection}-${key.partition}-from-${from.tx}-${from.position}`;
}

/**
 * How long a job that found its partition's checkpoint held waits before it runs again, unless the
 * holder, a job, promotes it when it ends (the common case). The delay is the fallback for other
 * holders (the deadline sweep, the partition aligner, a replay, a killed worker): short enough that
 * their events wait little, long enough that retries while a long holder works cost little (a
 * transaction and three Redis calls each). With 100 ms and no promotion, bench:projections (a)
 * measured 30-45 % more CPU per event than waiting on the row, which the retries are the likely
 * cause of (not profiled); see docs/BENCHMARKS.md, issue 15 third step.
 */
export const HELD_CHECKPOINT_RETRY_MS = 500;

/** The projection partitions with a job that runs shortly (partitionsWithWaitingJob). */
export interface QueuedPartitions {
  has(key: ProjectionPartitionKey): boolean;
  /** The partition's job delayed for a held checkpoint, if one is: the holder may promote it when its slice ends. */
  heldRetry(key: ProjectionPartitionKey): Job<JobPayloads['projections']['project']> | undefined;
}

/**
 * The projection partitions that have a job waiting in the queue (the relay's, a continuation, or
 * one delayed for a held checkpoint, see HELD_CHECKPOINT_RETRY_MS): a waiting job will apply
 * whatever is below the horizon when it starts (up to its slice, then its continuation), so nobody
 * needs to queue another for them. A job delayed by its failure's backoff does not count (it may
 * wait minutes). A job queued by an older worker without a projection counts for every partition
 * (it drains them all).
 */
export async function partitionsWithWaitingJob(queue: ProjectionQueue): Promise<QueuedPartitions> {
  const [waiting, delayed] = await Promise.all([queue.getWaiting(), queue.getDelayed()]);
  const keys = new Set<string>();
  const retries = new Map<string, Job<JobPayloads['projections']['project']>>();
  let all = false;
  for (const job of delayed) {
    if (job?.data?.heldRetry === true && job.data.projection) retries.set(keyName({ projection: job.data.projection, partition: job.data.partition ?? 0 }), job);
  }
  for (const job of [...waiting, ...retries.values()]) {
    if (!job?.data) continue;
    if (!job.data.projection) all = true;
    else keys.add(keyName({ projection: job.data.projection, partition: job.data.partition ?? 0 }));
  }
  return { has: (key) => all || keys.has(keyName(key)), heldRetry: (key) => retries.get(keyName(key)) };
}
