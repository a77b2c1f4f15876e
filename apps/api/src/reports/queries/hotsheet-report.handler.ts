import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { HotsheetDealerRow, HotsheetReportAnswer, KpiReportRow } from '@voc/contracts';
import { HOT_ALERT_SOURCES, TICKET_STATUSES, type TicketStatus } from '@voc/domain';
import { ReportingStore } from '@voc/reporting-schema';
import { SqlParams, UnitOfWork } from '@voc/sql';
import { DealersRepository } from '../../dealers/repositories/dealers.repository';
import { KpiMonthlyRepository } from '../repositories/kpi-monthly.repository';
import { AGE_BUCKETS, TicketKpiRepository } from '../repositories/ticket-kpi.repository';
import { TicketStatusMonthlyRepository } from '../repositories/ticket-status-monthly.repository';
import { standingCounts } from '../services/hot-alert-standing';
import { dealerLabelText } from '../services/dealer-labels';
import { toKpiRow } from '../services/kpi-measure';
import { projectionFreshness } from '../services/projection-freshness';
import { reportConditions, reportPeriod } from '../services/report-scope';
import { HotsheetReportQuery } from './hotsheet-report.query';

type Counts = Array<{ dealer_id: string; status: TicketStatus; bucket: string | null; n: string }>;

function standing(counts: Counts, kpi: KpiReportRow): HotsheetDealerRow {
  const by_status = Object.fromEntries(TICKET_STATUSES.map((status) => [status, 0])) as Record<TicketStatus, number>;
  const ageing = new Map<string, number>(AGE_BUCKETS.map((bucket) => [bucket, 0]));
  for (const row of counts) {
    by_status[row.status] += Number(row.n);
    if (row.bucket) ageing.set(row.bucket, (ageing.get(row.bucket) ?? 0) + Number(row.n));
  }
  return { kpi, by_status, ageing: AGE_BUCKETS.map((bucket) => ({ bucket, count: ageing.get(bucket) ?? 0 })) };
}

/**
 * Hot alerts (hotsheet and hotsheet import) received in the report's months, per dealer branch:
 * KPI figures from reporting.kpi_monthly (the KPI report's repository and conditions), where they
 * stand from reporting.ticket_status_monthly, and how old the open ones are (those of the last ten
 * days from reporting.ticket_kpi, the rest 10d+); names from the main database.
 */
@QueryHandler(HotsheetReportQuery)
export class HotsheetReportHandler implements IQueryHandler<HotsheetReportQuery, HotsheetReportAnswer> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly reporting: ReportingStore,
  ) {}

  async execute({ principal, filters }: HotsheetReportQuery): Promise<HotsheetReportAnswer> {
    const { from, to } = reportPeriod(filters);
    const query = { ...filters, mode: 'overall' as const, source: undefined };
    const where = (params: SqlParams, month: string) =>
      `${reportConditions(principal, query, params, 'dealer')} AND r.source = ANY(${params.add(HOT_ALERT_SOURCES)}::text[]) AND ${month} >= ${params.add(from)}::date AND ${month} < ${params.add(to)}::date`;
    const kpiParams = new SqlParams();
    const kpiWhere = where(kpiParams, 'r.month');
    const countParams = new SqlParams();
    const countWhere = `${where(countParams, 'r.received_month')} AND NOT r.deleted`;
    const monthly = new KpiMonthlyRepository(this.reporting.runner);
    const [sums, total, byStatus, recentOpen, freshness] = await Promise.all([
      monthly.groupSums('r.dealer_ref::text', kpiWhere, kpiParams),
      monthly.totalSums(kpiWhere, kpiParams),
      // Same conditions over the status roll-up (month, dealer, type, source, like kpi_monthly).
      new TicketStatusMonthlyRepository(this.reporting.runner).byDealerAndStatus(kpiWhere, kpiParams),
      new TicketKpiRepository(this.reporting.runner).recentOpenByDealerStatusAndAge(countWhere, countParams),
      projectionFreshness(this.uow.runner, this.reporting.runner),
    ]);
    const counts = standingCounts(byStatus, recentOpen);
    const labels = await new DealersRepository(this.uow.runner).labels(sums.map((row) => row.key));
    const result = sums
      .map((row) => standing(counts.filter((c) => c.dealer_id === row.key), { ...toKpiRow(row), ...dealerLabelText(labels.get(row.key), row.key) }))
      .sort((a, b) => a.kpi.label.localeCompare(b.kpi.label));
    return { result, total: standing(counts, toKpiRow(total)), period: { from, to }, data_as_of: freshness.data_as_of };
  }
}
