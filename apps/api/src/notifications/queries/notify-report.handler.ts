import { HttpStatus } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FIELD_ERRORS, GENERIC_ERRORS, type NotifyFailureReason, type NotifyReport, type NotifyReportRow } from '@voc/contracts';
import { dateRangeProblems, groupFailureReasons, notifiedRange, NOTIFY_REPORT_MAX_DAYS, ticketScope, type NotifyMeasures } from '@voc/domain';
import { ReportingStore } from '@voc/reporting-schema';
import { SqlParams, UnitOfWork } from '@voc/sql';
import { scopeCondition } from '@voc/ticketing';
import { ApiError } from '../../common/errors/api-error';
import { DealersRepository } from '../../dealers/repositories/dealers.repository';
import { dealerLabelText } from '../../reports/services/dealer-labels';
import { projectionFreshness } from '../../reports/services/projection-freshness';
import { reportScope } from '../../reports/services/report-scope';
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
    private readonly uow: UnitOfWork,
    private readonly reporting: ReportingStore,
  ) {}

  async execute({ principal, filters }: NotifyReportQuery): Promise<NotifyReport> {
    const problems = dateRangeProblems(filters.from_notified_date, filters.to_notified_date, NOTIFY_REPORT_MAX_DAYS);
    if (problems.length) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'ValidationError', GENERIC_ERRORS.validation, problems.map((p) => ({ field: 'to_notified_date', message: p.problem === 'before_from' ? FIELD_ERRORS.dateOrder : FIELD_ERRORS.rangeTooLong })));
    }
    const grouping = filters.group_by ?? 'region';
    const params = new SqlParams();
    const { start, end } = notifiedRange(filters.from_notified_date, filters.to_notified_date);
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
    const repository = new NotificationStatusRepository(this.reporting.runner);
    // Subscription mails belong to no place: only a reader of the whole network sees them.
    const wholeNetwork = ticketScope(principal).kind === 'all';
    const [places, months, failures, freshness, subscriptionMails] = await Promise.all([
      repository.byPlace(GROUP_KEYS[grouping], where, params),
      repository.byMonth(where, params),
      repository.failures(where, params),
      projectionFreshness(this.uow.runner, this.reporting.runner),
      wholeNetwork ? new SubscriptionMailStatusRepository(this.uow.runner).byMonth(start, end, filters.channel ?? null) : Promise.resolve([]),
    ]);
    let rows: NotifyReportRow[] = places.map((p) => ({ ...p, label: p.key, label_en: p.key }));
    const groups = groupFailureReasons(failures);
    const dealerIds = [...(grouping === 'dealer' ? rows.map((r) => r.key) : []), ...groups.flatMap((g) => g.dealer_refs)];
    const labels = await new DealersRepository(this.uow.runner).labels(dealerIds);
    const failureRows: NotifyFailureReason[] = groups.map(({ example, dealer_refs, ...g }) => ({ ...g, reason: example, branches: dealer_refs.map((key) => ({ key, ...dealerLabelText(labels.get(key), key) })) }));
    if (grouping === 'dealer') {
      rows = rows.map((r) => ({ ...r, ...dealerLabelText(labels.get(r.key), r.key) })).sort((a, b) => a.month.localeCompare(b.month) || a.channel.localeCompare(b.channel) || a.label.localeCompare(b.label));
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
