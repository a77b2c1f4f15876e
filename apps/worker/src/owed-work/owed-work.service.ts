import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { jobIds, NOTIFICATION_JOB_OPTIONS, QUEUES, RETRIED_JOB_OPTIONS, type JobPayloads } from '@voc/queues';
import { UnitOfWork } from '@voc/sql';
import { NotificationOutbox } from '@voc/notifications';
import { PolledService, PollingLoop } from '@voc/polling-loop';
import { configuredChannels } from '../notifications/notification-config';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { HEARTBEAT_SCHEDULER, upsertHeartbeatScheduler } from '../heartbeat/heartbeat.scheduler';
import { DEADLINE_SWEEP_SCHEDULER, upsertDeadlineSweepScheduler } from '../projections/deadline-sweep.processor';
import { FILE_RETENTION_SCHEDULER, upsertFileRetentionScheduler } from '../retention/file-retention.processor';
import { SURVEY_SYNC_SCHEDULER, upsertSurveySyncScheduler } from '../surveys/survey-sync.processor';

/** A notification queued this long ago and still owed is checked against Redis. */
export const OWED_NOTIFICATION_AGE_MS = 60_000;

type ImportJob = JobPayloads['hotsheetImport'][keyof JobPayloads['hotsheetImport']];

/**
 * PostgreSQL is the record of owed work, Redis only carries it (as the event log and its relay
 * do for projections). At start and every OWED_WORK_EVERY_MS this puts back into Redis what it
 * lost — Redis restarted empty, FLUSHALL, a failover without persistence:
 * - an import waiting for its dry run ('validating') or its creation pass ('creating');
 * - an export not finished ('queued', 'running');
 * - a notification still owed (requested or mid-send) that was queued over OWED_NOTIFICATION_AGE_MS
 *   ago: its job is added again when Redis lost it, retried when it ran out of attempts;
 * - the heartbeat, deadline-sweep, file-retention and survey-sync schedules.
 * Jobs carry the ids the api gave them, so a job Redis still has is left as it is (BullMQ ignores
 * an add whose id exists) and a job is never run twice because of this.
 */
@Injectable()
export class OwedWork extends PolledService {
  private readonly logger = new Logger(OwedWork.name);
  protected readonly loop: PollingLoop;

  constructor(
    private readonly uow: UnitOfWork,
    @InjectQueue(QUEUES.hotsheetImport) private readonly imports: Queue<ImportJob>,
    @InjectQueue(QUEUES.ticketExport) private readonly exports: Queue<JobPayloads['ticketExport']['export']>,
    @InjectQueue(QUEUES.heartbeat) private readonly heartbeat: Queue<JobPayloads['heartbeat']['beat']>,
    @InjectQueue(QUEUES.deadlines) private readonly deadlines: Queue<JobPayloads['deadlines']['sweep']>,
    @InjectQueue(QUEUES.fileRetention) private readonly retention: Queue<JobPayloads['fileRetention']['sweep']>,
    @InjectQueue(QUEUES.surveySync) private readonly surveySync: Queue<JobPayloads['surveySync']['sync']>,
    @InjectQueue(QUEUES.notifications) private readonly notifications: Queue<JobPayloads['notifications']['send']>,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {
    super();
    this.loop = new PollingLoop({
      everyMs: config.owedWorkEveryMs,
      turn: () => this.restore(),
      logger: this.logger,
      failureMessage: 'could not compare owed work with Redis; trying again later',
      runAtStart: true,
    });
  }

  /** Owed notifications whose job Redis no longer has, or whose job gave up: queued again. */
  private async restoreNotifications(): Promise<void> {
    const outbox = new NotificationOutbox(this.uow);
    const ids = await outbox.owed(OWED_NOTIFICATION_AGE_MS, 5000, configuredChannels(this.config.notifications));
    const missing: string[] = [];
    for (const id of ids) {
      const job = await this.notifications.getJob(jobIds.notification(id));
      if (!job) missing.push(id);
      else if (await job.isFailed()) await job.retry();
    }
    if (missing.length) {
      this.logger.warn(`${missing.length} owed notifications were missing from Redis: queued again`);
      await this.notifications.addBulk(missing.map((id) => ({ name: 'send', data: { notificationId: id }, opts: { jobId: jobIds.notification(id), ...NOTIFICATION_JOB_OPTIONS } })));
    }
    await outbox.markQueued(ids);
  }

  private async restore(): Promise<void> {
    const imports = await this.uow.runner.query<Array<{ id: string; status: 'validating' | 'creating' }>>(
      `SELECT id, status FROM imports WHERE status IN ('validating', 'creating')`,
    );
    for (const { id, status } of imports) {
      if (status === 'validating') await this.imports.add('dry-run', { importId: id }, { jobId: jobIds.importDryRun(id), ...RETRIED_JOB_OPTIONS });
      else await this.imports.add('create', { importId: id }, { jobId: jobIds.importCreate(id), ...RETRIED_JOB_OPTIONS });
    }
    const exports = await this.uow.runner.query<Array<{ id: string }>>(`SELECT id FROM exports WHERE status IN ('queued', 'running')`);
    for (const { id } of exports) await this.exports.add('export', { exportId: id }, { jobId: jobIds.export(id), ...RETRIED_JOB_OPTIONS });
    await this.restoreNotifications();

    if (!(await this.heartbeat.getJobScheduler(HEARTBEAT_SCHEDULER))) {
      this.logger.warn('the heartbeat schedule was missing from Redis: made again');
      await upsertHeartbeatScheduler(this.heartbeat, this.config);
    }
    if (!(await this.deadlines.getJobScheduler(DEADLINE_SWEEP_SCHEDULER))) {
      this.logger.warn('the deadline-sweep schedule was missing from Redis: made again');
      await upsertDeadlineSweepScheduler(this.deadlines, this.config);
    }
    if (!(await this.retention.getJobScheduler(FILE_RETENTION_SCHEDULER))) {
      this.logger.warn('the file-retention schedule was missing from Redis: made again');
      await upsertFileRetentionScheduler(this.retention, this.config);
    }
    if (this.config.surveyService && this.config.surveySyncEveryMs > 0 && !(await this.surveySync.getJobScheduler(SURVEY_SYNC_SCHEDULER))) {
      this.logger.warn('the survey-sync schedule was missing from Redis: made again');
      await upsertSurveySyncScheduler(this.surveySync, this.config);
    }
  }
}
