import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { BANGKOK_TIME_ZONE, DIGEST_CRON, digestOwed } from '@voc/domain';
import { QUEUES, type JobPayloads } from '@voc/queues';
import { UnitOfWork } from '@voc/sql';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { PROJECTION_STORES, type ProjectionStores } from '../projections/tickets/projection-stores';
import { requestBriefMails } from './brief-mails';
import { runInstant } from './run-instant';
import { requestWeeklyDigests } from './weekly-digests';
import { ScheduleAtStart } from '../queues/schedule-at-start';

type SubscriptionJob = JobPayloads['subscriptions'][keyof JobPayloads['subscriptions']];

export const WEEKLY_DIGEST_SCHEDULER = 'weekly-digest';
export const MONTHLY_BRIEF_SCHEDULER = 'monthly-brief';

/** Requests the subscription mails of a schedule: the weekly digest (Monday 08:00), the monthly brief after a close (hourly). */
@Processor(QUEUES.subscriptions)
export class SubscriptionsProcessor extends WorkerHost {
  private readonly logger = new Logger(SubscriptionsProcessor.name);

  constructor(
    private readonly uow: UnitOfWork,
    @Inject(PROJECTION_STORES) private readonly stores: ProjectionStores,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {
    super();
  }

  async process(job: Job<SubscriptionJob>): Promise<{ requested: number }> {
    const now = runInstant('at' in job.data ? job.data.at : undefined);
    const digest = () => requestWeeklyDigests(this.uow.runner, this.stores.reporting.manager, this.config.subscriptionMail, now);
    // The hourly check also makes good a Monday 08:00 the worker missed (libs/domain digestOwed); keys make it once.
    const requested =
      job.name === 'weekly-digest'
        ? await digest()
        : (await requestBriefMails(this.uow.runner, this.stores.reporting.manager, this.config.subscriptionMail, this.config.monthCloseDay, now)) + (digestOwed(now) ? await digest() : 0);
    if (!this.config.subscriptionMail.unsubscribeSecret) this.logger.warn({ job: job.name }, 'UNSUBSCRIBE_SECRET is not set: no subscription mail is requested');
    this.logger.log({ job: job.name, requested, reason: job.data.reason }, 'subscription mails requested');
    return { requested };
  }
}

/** The schedules in Redis (re-made at every start): Monday 08:00 Bangkok, and the hourly look for a closed month. */
export async function upsertSubscriptionSchedulers(queue: Queue<SubscriptionJob>, config: WorkerConfig): Promise<void> {
  const opts = { removeOnComplete: 10, removeOnFail: 100, attempts: 3, backoff: { type: 'exponential', delay: 5000 } };
  await queue.upsertJobScheduler(WEEKLY_DIGEST_SCHEDULER, { pattern: DIGEST_CRON, tz: BANGKOK_TIME_ZONE }, { name: 'weekly-digest', data: { reason: 'schedule' }, opts });
  await queue.upsertJobScheduler(MONTHLY_BRIEF_SCHEDULER, { every: config.briefMailEveryMs }, { name: 'monthly-brief', data: { reason: 'schedule' }, opts });
}

export const SubscriptionsScheduler = ScheduleAtStart(QUEUES.subscriptions, upsertSubscriptionSchedulers);
