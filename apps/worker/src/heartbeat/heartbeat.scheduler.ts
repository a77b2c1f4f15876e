import type { Queue } from 'bullmq';
import { QUEUES, type JobPayloads } from '@voc/queues';
import type { WorkerConfig } from '../config/worker-config';
import { ScheduleAtStart } from '../queues/schedule-at-start';

/** Keeps one repeatable heartbeat job scheduled; upserting it from many workers is harmless. */
export const HeartbeatScheduler = ScheduleAtStart(QUEUES.heartbeat, upsertHeartbeatScheduler);

export const HEARTBEAT_SCHEDULER = 'heartbeat';

/** The heartbeat's schedule in Redis; also re-made by OwedWork when Redis lost it. */
export async function upsertHeartbeatScheduler(queue: Queue<JobPayloads['heartbeat']['beat']>, config: WorkerConfig): Promise<void> {
  await queue.upsertJobScheduler(
    HEARTBEAT_SCHEDULER,
    { every: config.heartbeatEverySeconds * 1000 },
    { name: 'beat', data: { requestedAt: new Date().toISOString() }, opts: { removeOnComplete: 10, removeOnFail: 100 } },
  );
}
