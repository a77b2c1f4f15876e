import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ReportingStore } from '@voc/persistence';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { MonthBriefWriter } from './month-brief-writer';

/**
 * Writes a month's briefs once it has closed: every BRIEF_CLOSE_CHECK_MS it asks the reporting
 * store for the latest month the month-end freeze has frozen (the worker's projections freeze it
 * at the close, apps/worker projections/freezing) and writes that month's briefs not written yet.
 * Several api processes may look at once: a brief is stored once whoever renders it.
 */
@Injectable()
export class BriefCloseWatch implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('BriefCloseWatch');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly reporting: ReportingStore,
    private readonly writer: MonthBriefWriter,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.briefCloseCheckMs === 0) return;
    this.timer = setInterval(() => void this.check(), this.config.briefCloseCheckMs);
    this.timer.unref();
  }

  /** The latest frozen month's briefs (one check at a time). */
  check(): Promise<unknown> {
    this.running ??= this.checkOnce().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async checkOnce(): Promise<void> {
    try {
      const [row] = await this.reporting.runner.query<Array<{ month: string | null }>>(`SELECT to_char(max(month), 'YYYY-MM-DD') AS month FROM reporting.kpi_monthly_frozen`);
      if (row?.month) await this.writer.writeMonth(row.month);
    } catch (error) {
      this.logger.warn({ err: error }, 'monthly briefs could not be written; the next check tries again');
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
