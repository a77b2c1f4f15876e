import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { NotifyFailureReason, NotifyReport, NotifyReportRow } from '@voc/contracts';
import { groupFailureReasons, notifiedRange, NOTIFY_REPORT_MAX_DAYS, ticketScope, type NotifyMeasures, type Principal } from '@voc/domain';
import { SqlParams } from '@voc/sql';
import { scopeCondition } from '@voc/ticketing';
import { readReport } from '../../reports/kernel/read-report';
import { refuseDateRange } from '../../reports/kernel/report-filters';
import { ReportReads } from '../../reports/kernel/report-reads';
import { reportScope } from '../../reports/kernel/report-scope';
import { NotificationStatusRepository } from '../repositories/notification-status.repository';
import { SubscriptionMailStatusRepository } from '../repositories/subscription-mail-status.repository';
import { NotifyReportQuery } from './notify-report.query';

const GROUP_KEYS = {
  region: `coalesce(r.region, '-')`,
  area: `coalesce(r.area_code, '-')`,
  dealer: 'r.dealer_ref::text',
} as const;

const ZERO: NotifyMeasures = { requested: 0, sent: 0, delivered: 0, failed: 0 };

function sum(rows: readonly NotifyMeasures[]): NotifyMeasures {
  return rows.reduce((t, r) => ({ requested: t.requested + r.requested, sent: t.sent + r.sent, delivered: t.delivered + r.delivered, failed: t.failed + r.failed }), ZERO);
}

/**
 * Reads reporting.notification_status only (the notification projection), from the reporting
 * store, within the user's ticket scope; dealer names come from the main database afterwards.
 * The failure reasons are grouped by kind (libs/domain groupFailureReasons), the addresses and
 * the branches without a contact apart.
 */
@QueryHandler(NotifyReportQuery)
export class NotifyReportHandler implements IQueryHandler<NotifyReportQuery, NotifyReport> {
  constructor(
    private readonly reads: ReportReads,
    private readonly statuses: NotificationStatusRepository,
    private readonly subscriptionMails: SubscriptionMailStatusRepository,
  ) {}

  execute(query: NotifyReportQuery): Promise<NotifyReport> {
    return readReport(query, {
      refuse: (filters) => refuseDateRange(filters.from_notified_date, filters.to_notified_date, { maxDays: NOTIFY_REPORT_MAX_DAYS, field: 'to_notified_date' }),
      // The Thai days asked for, as instants: [start of the first, start of the day after the last).
      period: (filters) => notifiedRange(filters.from_notified_date, filters.to_notified_date),
      grain: { asked: (filters) => filters.group_by, fallback: 'region', keys: GROUP_KEYS },
      rows: ({ principal, filters, period, grouping, key }) => this.rows(principal, filters, period, grouping, key),
    });
  }

  private async rows(principal: Principal, filters: NotifyReportQuery['filters'], { start, end }: { start: Date; end: Date }, grouping: keyof typeof GROUP_KEYS, key: string): Promise<NotifyReport> {
    const params = new SqlParams();
    const where = [
      scopeCondition(reportScope(principal, filters, grouping), 'r', params),
      `r.type = ${params.add(filters.type)}`,
      `r.requested_at >= ${params.add(start)}::timestamptz`,
      `r.requested_at < ${params.add(end)}::timestamptz`,
      ...(filters.channel ? [`r.channel = ${params.add(filters.channel)}`] : []),
      ...(filters.region ? [`r.region = ${params.add(filters.region)}`] : []),
      ...(filters.area_code ? [`r.area_code = ${params.add(filters.area_code)}`] : []),
      ...(filters.dealer_id ? [`r.dealer_ref = ${params.add(filters.dealer_id)}::uuid`] : []),
    ].join(' AND ');
    const repository = this.statuses;
    // Subscription mails belong to no place: only a reader of the whole network sees them.
    const wholeNetwork = ticketScope(principal).kind === 'all';
    const [places, months, failures, freshness, subscriptionMails] = await Promise.all([
      repository.byPlace(key, where, params),
      repository.byMonth(where, params),
      repository.failures(where, params),
      this.reads.freshness(),
      wholeNetwork ? this.subscriptionMails.byMonth(start, end, filters.channel ?? null) : Promise.resolve([]),
    ]);
    let rows: NotifyReportRow[] = places.map((p) => ({ ...p, label: p.key, label_en: p.key }));
    const groups = groupFailureReasons(failures);
    const dealerIds = [...(grouping === 'dealer' ? rows.map((r) => r.key) : []), ...groups.flatMap((g) => g.dealer_refs)];
    const nameOf = await this.reads.dealerNames(dealerIds);
    const failureRows: NotifyFailureReason[] = groups.map(({ example, dealer_refs, ...g }) => ({ ...g, reason: example, branches: dealer_refs.map((key) => ({ key, ...nameOf(key) })) }));
    if (grouping === 'dealer') {
      rows = rows.map((r) => ({ ...r, ...nameOf(r.key) })).sort((a, b) => a.month.localeCompare(b.month) || a.channel.localeCompare(b.channel) || a.label.localeCompare(b.label));
    }
    return {
      type: filters.type,
      channel: filters.channel ?? null,
      from: filters.from_notified_date,
      to: filters.to_notified_date,
      group_by: grouping,
      rows,
      months,
      total: sum(months),
      failures: failureRows,
      subscription_mails: subscriptionMails,
      data_as_of: freshness.data_as_of,
    };
  }
}
