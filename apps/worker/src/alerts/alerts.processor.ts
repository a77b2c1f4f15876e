import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { QUEUES, type JobPayloads } from '@voc/queues';
import { UnitOfWork } from '@voc/sql';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { PROJECTION_STORES, type ProjectionStores } from '../projections/tickets/projection-stores';
import { requestAlertMails } from '../subscriptions/alert-mails';
import { evaluateAlerts } from './evaluate-alerts';
import { ScheduleAtStart } from '../queues/schedule-at-start';

export const ALERTS_SCHEDULER = 'alerts';

type AlertsJob = JobPayloads['alerts']['evaluate'];

/** Evaluates the alert rules (ALERTS_EVERY_MS): raises, refreshes and resolves alerts. */
@Processor(QUEUES.alerts)
export class AlertsProcessor extends WorkerHost {
  private readonly logger = new Logger(AlertsProcessor.name);

  constructor(
    private readonly uow: UnitOfWork,
    @Inject(PROJECTION_STORES) private readonly stores: ProjectionStores,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {
    super();
  }

  async process(job: Job<AlertsJob>): Promise<{ rules: number; raised: number; reopened: number; resolved: number; refreshed: number; mailed: number }> {
    const outcome = await evaluateAlerts(this.stores.reporting.manager, this.uow);
    // The subscribers of each raised alert's scope, once per alert (issue 33).
    const mailed = await requestAlertMails(this.uow.runner, this.config.subscriptionMail, new Date());
    const summary = { rules: outcome.rules, raised: outcome.raised.length, reopened: outcome.reopened, resolved: outcome.resolved, refreshed: outcome.refreshed, mailed };
    this.logger.log({ ...summary, reason: job.data.reason }, 'alert rules evaluated');
    return summary;
  }
}

/** The evaluation's schedule in Redis (re-made at every start, as the other schedules). */
export async function upsertAlertsScheduler(queue: Queue<AlertsJob>, config: WorkerConfig): Promise<void> {
  await queue.upsertJobScheduler(ALERTS_SCHEDULER, { every: config.alertsEveryMs }, { name: 'evaluate', data: { reason: 'schedule' }, opts: { removeOnComplete: 10, removeOnFail: 100, attempts: 2 } });
}

export const AlertsScheduler = ScheduleAtStart(QUEUES.alerts, upsertAlertsScheduler);
