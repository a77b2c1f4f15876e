import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PollingLoop } from '@voc/polling-loop';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { ScheduledReportRun } from './scheduled-report-run';

/**
 * Every SCHEDULED_REPORT_CHECK_MS the api writes the saved views' scheduled spreadsheets that are
 * owed (ScheduledReportRun; one check at a time). The api writes them because the spreadsheet is
 * the report page's own download, whose query handlers live here; the worker mails them.
 */
@Injectable()
export class ScheduledReportWatch implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly loop: PollingLoop;

  constructor(
    @Inject(API_CONFIG) config: ApiConfig,
    private readonly run: ScheduledReportRun,
  ) {
    this.loop = new PollingLoop({
      everyMs: config.scheduledReportCheckMs,
      turn: async () => {
        await this.run.run();
      },
      logger: new Logger('ScheduledReportWatch'),
      failureMessage: 'scheduled reports could not be checked; the next check tries again',
      unref: true,
    });
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  /** The owed spreadsheets now (or the check under way). */
  check(): Promise<void> {
    return this.loop.runOnce();
  }

  onApplicationShutdown(): Promise<void> {
    return this.loop.stop();
  }
}
