import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QUEUES, type JobPayloads } from '@voc/queues';
import { UnitOfWork } from '@voc/sql';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import type { SurveyPageSource } from './sync/survey-page-source';
import { syncSurveyService, type SyncReport } from './sync/sync-survey-service';

export const SURVEY_SYNC_SCHEDULER = 'survey-sync';
export const SURVEY_PAGE_SOURCE = Symbol('SURVEY_PAGE_SOURCE');

/**
 * The survey service's sync (issue 12): every SURVEY_SYNC_EVERY_MS, pages from the cursors in
 * survey_sync into survey_events. It only appends: the event relay hands the survey log's
 * projections out as jobs as the pages commit (issue 34), as it does the ticket and PDCA logs'.
 * One at a time per worker; two workers are safe (the stream's advisory lock and the cursor
 * check). A failed sync is not retried by BullMQ: the next scheduled run carries on from the cursor.
 */
@Processor(QUEUES.surveySync, { concurrency: 1, lockDuration: 60_000 })
export class SurveySyncProcessor extends WorkerHost {
  private readonly logger = new Logger(SurveySyncProcessor.name);

  constructor(
    private readonly uow: UnitOfWork,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(SURVEY_PAGE_SOURCE) private readonly source: SurveyPageSource | null,
  ) {
    super();
  }

  async process(): Promise<SyncReport | { skipped: 'not_configured' }> {
    if (!this.source) return { skipped: 'not_configured' };
    try {
      const report = await syncSurveyService(this.uow, this.source, { pageSize: this.config.surveySyncPageSize, ticketMaxAgeDays: this.config.surveyTicketMaxAgeDays });
      if (report.items > 0) this.logger.log(report, 'survey service synced');
      return report;
    } catch (error) {
      this.logger.warn({ err: error }, 'survey sync failed; the next run carries on from the cursor');
      throw error;
    }
  }
}

/** The sync's schedule in Redis; also re-made by OwedWork when Redis lost it. */
export async function upsertSurveySyncScheduler(queue: Queue<JobPayloads['surveySync']['sync']>, config: WorkerConfig): Promise<void> {
  if (config.surveySyncEveryMs === 0) return;
  await queue.upsertJobScheduler(SURVEY_SYNC_SCHEDULER, { every: config.surveySyncEveryMs }, { name: 'sync', data: {}, opts: { removeOnComplete: 10, removeOnFail: 100, attempts: 1 } });
}

@Injectable()
export class SurveySyncScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger(SurveySyncScheduler.name);

  constructor(
    @InjectQueue(QUEUES.surveySync) private readonly queue: Queue<JobPayloads['surveySync']['sync']>,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(SURVEY_PAGE_SOURCE) private readonly source: SurveyPageSource | null,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.source) {
      this.logger.warn('SURVEY_SERVICE_URL is not set: the survey service is not synced');
      return;
    }
    await upsertSurveySyncScheduler(this.queue, this.config);
    // A first sync now rather than one interval after start.
    if (this.config.surveySyncEveryMs > 0) await this.queue.add('sync', {}, { jobId: 'survey-sync-at-start', removeOnComplete: true, removeOnFail: true, attempts: 1 });
  }
}
