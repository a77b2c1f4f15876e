import { Inject, Injectable, Logger } from '@nestjs/common';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { ReportSchedulesRepository } from '../repositories/report-schedules.repository';

const DAY_MS = 24 * 3600_000;
/** Files deleted per statement: a short lock and a bounded statement, however many are due. */
export const RETENTION_BATCH = 200;
/** At most this many batches per check; what is left goes at the next check. */
const BATCHES_PER_CHECK = 50;

/**
 * The scheduled mails' spreadsheets (scheduled_report_files) are kept for the sender, then for
 * SCHEDULED_REPORT_FILE_RETENTION_DAYS after their mail was sent or failed for good; older ones
 * are deleted in batches by the scheduled report check (ScheduledReportWatch). The mail's outbox
 * row stays: it is what keeps a period from being sent twice. Only the worker's attachment needs
 * the file, and a finished mail is never sent again.
 */
@Injectable()
export class ScheduledReportFileRetention {
  private readonly logger = new Logger('ScheduledReportFileRetention');

  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly reportSchedules: ReportSchedulesRepository,
  ) {}

  /** Deletes the files past their retention at `now`; answers how many went. */
  async prune(now: Date = new Date(), batch = RETENTION_BATCH): Promise<number> {
    const before = new Date(now.getTime() - this.config.scheduledReportFileRetentionDays * DAY_MS);
    const repository = this.reportSchedules;
    let deleted = 0;
    for (let i = 0; i < BATCHES_PER_CHECK; i += 1) {
      const n = await repository.deleteFilesOfMailsFinishedBefore(before, batch);
      deleted += n;
      if (n < batch) break;
    }
    if (deleted > 0) this.logger.log({ deleted, finishedBefore: before.toISOString() }, 'scheduled report files past their retention deleted');
    return deleted;
  }
}
