import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  maySaveViewOf,
  periodMonth,
  reportReachOf,
  savedViewHref,
  scheduledReportMailText,
  scheduledReportPage,
  scheduledReportPeriod,
  scheduledReportQuery,
  subscriptionMailKey,
} from '@voc/domain';
import { frozenMonthsSql, ReportingStore } from '@voc/reporting-schema';
import { principalOfUser } from '@voc/persistence';
import { UnitOfWork } from '@voc/sql';
import { signUnsubscribeToken, unsubscribeUrl, UserMailOutbox } from '@voc/notifications';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { ReportSchedulesRepository, type DueScheduleRow } from '../repositories/report-schedules.repository';
import { ScheduledReportFiles } from './scheduled-report-file';
import { InjectRepositoryFactory, RepositoryFactory } from '../../common/persistence/repository-providers';

export interface ScheduledReportOutcome {
  requested: number;
  /** Views whose spreadsheet could not be written this time (tried again at the next check). */
  failed: number;
  /** Views left out: their page is no longer offered, or their owner's menu no longer has it. */
  skipped: number;
}

/**
 * Scheduled reports (issue 33): for every saved view with a schedule whose period is owed now
 * (libs/domain scheduledReportPeriod; a monthly one once its month is frozen), writes the view's
 * spreadsheet as its owner reads it now and requests its mail (user_mail_outbox, attached from
 * scheduled_report_files by the worker's sender) with the view's unsubscribe link. Keyed by user,
 * view and period: a second run, or a second api process, requests nothing again.
 */
@Injectable()
export class ScheduledReportRun {
  private readonly logger = new Logger('ScheduledReports');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly reporting: ReportingStore,
    private readonly files: ScheduledReportFiles,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly reportSchedules: ReportSchedulesRepository,
    @InjectRepositoryFactory(ReportSchedulesRepository) private readonly reportSchedulesInTx: RepositoryFactory<ReportSchedulesRepository>,
  ) {}

  async run(now: Date = new Date()): Promise<ScheduledReportOutcome> {
    const outcome: ScheduledReportOutcome = { requested: 0, failed: 0, skipped: 0 };
    const secret = this.config.subscriptionMail.unsubscribeSecret;
    if (!secret) return outcome;
    const repository = this.reportSchedules;
    const owed = (await repository.due()).flatMap((row) => {
      const period = scheduledReportPeriod(row.schedule, now, this.config.monthCloseDay);
      return period ? [{ row, period, key: subscriptionMailKey(row.id, 'scheduled_report', `${row.saved_view_id}|${period}`, 'email') }] : [];
    });
    if (owed.length === 0) return outcome;
    const already = await repository.requested(owed.map((o) => o.key));
    const frozen = new Map<string, boolean>();
    for (const { row, period, key } of owed) {
      if (already.has(key)) continue;
      const month = periodMonth(period);
      if (month) {
        if (!frozen.has(month)) frozen.set(month, await this.isFrozen(month));
        if (!frozen.get(month)) continue;
      }
      const done = await this.requestOne(row, period, key, secret, now);
      outcome[done] += 1;
    }
    if (outcome.requested + outcome.failed + outcome.skipped > 0) this.logger.log({ ...outcome }, 'scheduled reports');
    return outcome;
  }

  private async requestOne(row: DueScheduleRow, period: string, key: string, secret: string, now: Date): Promise<keyof ScheduledReportOutcome> {
    const principal = principalOfUser(row);
    const page = scheduledReportPage(row.path);
    if (!page || !maySaveViewOf(principal, row.path)) {
      this.logger.warn({ userId: row.id, savedViewId: row.saved_view_id, path: row.path }, 'scheduled report left out: its page is not offered to its owner');
      return 'skipped';
    }
    const lang = row.language;
    try {
      const file = await this.files.write(principal, page, scheduledReportQuery(page, row.query, period, now, reportReachOf(principal)), lang === 'en' ? 'en-US' : 'th-TH');
      const unsubscribe = unsubscribeUrl(this.config.subscriptionMail.publicUrl, signUnsubscribeToken(secret, { userId: row.id, kind: 'scheduled_report', viewId: row.saved_view_id }));
      const link = `${this.config.subscriptionMail.publicUrl}${savedViewHref({ path: row.path, query: row.query })}`;
      const text = scheduledReportMailText(lang, { viewName: row.name, period, fileName: file.fileName, link }, unsubscribe);
      const requested = await this.uow.run(async (tx) => {
        await this.reportSchedulesInTx.for(tx).storeFile(key, file.fileName, file.content);
        return UserMailOutbox.request(
          tx,
          [
            {
              idempotencyKey: key,
              userId: row.id,
              kind: 'scheduled_report',
              period: `${row.saved_view_id}|${period}`,
              channel: 'email',
              address: row.email,
              subject: text.subject,
              body: text.body,
              unsubscribeUrl: unsubscribe,
              attachment: { source: 'scheduled_report', key },
            },
          ],
          now,
        );
      });
      return requested > 0 ? 'requested' : 'skipped';
    } catch (error) {
      this.logger.warn({ err: error, userId: row.id, savedViewId: row.saved_view_id, period }, 'scheduled report could not be written; the next check tries again');
      return 'failed';
    }
  }

  private async isFrozen(month: string): Promise<boolean> {
    const rows = await this.reporting.runner.query<unknown[]>(`SELECT 1 FROM (${frozenMonthsSql('reporting', 'tickets')}) f WHERE f.month = $1::date`, [`${month}-01`]);
    return rows.length > 0;
  }
}
