import { Inject, Injectable, Logger } from '@nestjs/common';
import { PolledService, PollingLoop } from '@voc/polling-loop';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { ScheduledReportFileRetention } from './scheduled-report-file-retention';
import { ScheduledReportRun } from './scheduled-report-run';

/**
 * Every SCHEDULED_REPORT_CHECK_MS the api writes the saved views' scheduled spreadsheets that are
 * owed (ScheduledReportRun; one check at a time). The api writes them because the spreadsheet is
 * the report page's own download, whose query handlers live here; the worker mails them. The same
 * check then deletes the kept files past their retention (ScheduledReportFileRetention), even when
 * the writing failed.
 */
@Injectable()
export class ScheduledReportWatch extends PolledService {
  protected readonly loop: PollingLoop;

  constructor(
    @Inject(API_CONFIG) config: ApiConfig,
    private readonly run: ScheduledReportRun,
    private readonly retention: ScheduledReportFileRetention,
  ) {
    super();
    this.loop = new PollingLoop({
      everyMs: config.scheduledReportCheckMs,
      turn: async () => {
        try {
          await this.run.run();
        } finally {
          await this.retention.prune();
        }
      },
      logger: new Logger('ScheduledReportWatch'),
      failureMessage: 'scheduled reports could not be checked; the next check tries again',
      unref: true,
    });
  }

  /** The owed spreadsheets and the retention now (or the check under way). */
  check(): Promise<void> {
    return this.loop.runOnce();
  }
}
