import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QUEUES, type JobPayloads } from '@voc/queues';
import { UnitOfWork } from '@voc/sql';
import { requestEscalations } from '../notifications/request-escalations';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { sweepDeadlines } from './tickets/deadline-sweep';
import { PROJECTION_STORES, type ProjectionStores } from './tickets/projection-stores';
import { ScheduleAtStart } from '../queues/schedule-at-start';

/** Re-evaluates the live deadline state of open tickets (repeatable job, every minute). */
@Processor(QUEUES.deadlines)
export class DeadlineSweepProcessor extends WorkerHost {
  constructor(
    @Inject(PROJECTION_STORES) private readonly stores: ProjectionStores,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    private readonly uow: UnitOfWork,
  ) {
    super();
  }

  /** The live states, then the reminders and escalations they call for (each once per ticket and deadline). */
  async process(): Promise<{ changed: number; notifications: number }> {
    const now = new Date();
    const changed = await sweepDeadlines(this.stores, now, 'reporting', this.config.kpiClock, undefined, this.config.monthCloseDay);
    return { changed, notifications: await requestEscalations(this.stores, this.uow, now) };
  }
}

/**
 * A new scheduler's first sweep comes one interval after it is made (BullMQ would run an `every`
 * scheduler at once), so starting a worker on a fresh Redis does not add a sweep the interval
 * does not call for. An existing scheduler keeps its next run: startDate only counts the first time.
 */
export const DeadlineSweepScheduler = ScheduleAtStart(QUEUES.deadlines, upsertDeadlineSweepScheduler);

export const DEADLINE_SWEEP_SCHEDULER = 'deadline-sweep';

/** The deadline sweep's schedule in Redis; also re-made by OwedWork when Redis lost it. */
export async function upsertDeadlineSweepScheduler(queue: Queue<JobPayloads['deadlines']['sweep']>, config: WorkerConfig): Promise<void> {
  const every = config.deadlineSweepEveryMs;
  await queue.upsertJobScheduler(DEADLINE_SWEEP_SCHEDULER, { every, startDate: Date.now() + every }, { name: 'sweep', data: {}, opts: { removeOnComplete: 10, removeOnFail: 100 } });
}
