import { Inject, Injectable, Logger } from '@nestjs/common';
import { ReportingStore } from '@voc/reporting-schema';
import { PolledService, PollingLoop } from '@voc/polling-loop';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { MonthBriefWriter } from './month-brief-writer';

/**
 * Writes a month's briefs once it has closed: every BRIEF_CLOSE_CHECK_MS it asks the reporting
 * store for the latest month the month-end freeze has frozen (the worker's projections freeze it
 * at the close, apps/worker projections/freezing) and writes that month's briefs not written yet.
 * Several api processes may look at once: a brief is stored once whoever renders it.
 */
@Injectable()
export class BriefCloseWatch extends PolledService {
  protected readonly loop: PollingLoop;

  constructor(
    @Inject(API_CONFIG) config: ApiConfig,
    private readonly reporting: ReportingStore,
    private readonly writer: MonthBriefWriter,
  ) {
    super();
    this.loop = new PollingLoop({
      everyMs: config.briefCloseCheckMs,
      turn: () => this.checkOnce(),
      logger: new Logger('BriefCloseWatch'),
      failureMessage: 'monthly briefs could not be written; the next check tries again',
      unref: true,
    });
  }

  /** The latest frozen month's briefs (one check at a time). */
  check(): Promise<void> {
    return this.loop.runOnce();
  }

  private async checkOnce(): Promise<void> {
    const [row] = await this.reporting.runner.query<Array<{ month: string | null }>>(`SELECT to_char(max(month), 'YYYY-MM-DD') AS month FROM reporting.kpi_monthly_frozen`);
    if (row?.month) await this.writer.writeMonth(row.month);
  }
}
