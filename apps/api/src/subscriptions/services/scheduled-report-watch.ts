import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { ScheduledReportRun } from './scheduled-report-run';

/**
 * Every SCHEDULED_REPORT_CHECK_MS the api writes the saved views' scheduled spreadsheets that are
 * owed (ScheduledReportRun; one check at a time). The api writes them because the spreadsheet is
 * the report page's own download, whose query handlers live here; the worker mails them.
 */
@Injectable()
export class ScheduledReportWatch implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ScheduledReportWatch');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly run: ScheduledReportRun,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.scheduledReportCheckMs === 0) return;
    this.timer = setInterval(() => void this.check(), this.config.scheduledReportCheckMs);
    this.timer.unref();
  }

  check(): Promise<unknown> {
    this.running ??= this.run
      .run()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'scheduled reports could not be checked; the next check tries again'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
