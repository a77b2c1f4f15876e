import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { HotsheetDealerRow, HotsheetReportAnswer, KpiReportRow } from '@voc/contracts';
import { HOT_ALERT_SOURCES, TICKET_STATUSES, type TicketStatus } from '@voc/domain';
import { SqlParams } from '@voc/sql';
import { readReport } from '../kernel/read-report';
import { inMonths, monthsOf } from '../kernel/report-periods';
import { ReportReads } from '../kernel/report-reads';
import { KpiMonthlyRepository } from '../repositories/kpi-monthly.repository';
import { AGE_BUCKETS, TicketKpiRepository } from '../repositories/ticket-kpi.repository';
import { TicketStatusMonthlyRepository } from '../repositories/ticket-status-monthly.repository';
import { standingCounts } from '../services/hot-alert-standing';
import { toKpiRow } from '../services/kpi-measure';
import { reportConditions } from '../kernel/report-scope';
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
    private readonly reads: ReportReads,
    private readonly monthly: KpiMonthlyRepository,
    private readonly statusMonthly: TicketStatusMonthlyRepository,
    private readonly ticketKpi: TicketKpiRepository,
  ) {}

  execute(query: HotsheetReportQuery): Promise<HotsheetReportAnswer> {
    return readReport(query, {
      period: monthsOf(),
      rows: async ({ principal, filters, period }) => {
        const { from, to } = period;
        const hotAlerts = { ...filters, mode: 'overall' as const, source: undefined };
        const where = (params: SqlParams, month: string) =>
          `${reportConditions(principal, hotAlerts, params, 'dealer')} AND r.source = ANY(${params.add(HOT_ALERT_SOURCES)}::text[]) AND ${inMonths(month, period, params)}`;
        const kpiParams = new SqlParams();
        const kpiWhere = where(kpiParams, 'r.month');
        const countParams = new SqlParams();
        const countWhere = `${where(countParams, 'r.received_month')} AND NOT r.deleted`;
        const [sums, total, byStatus, recentOpen, freshness] = await Promise.all([
          this.monthly.groupSums('r.dealer_ref::text', kpiWhere, kpiParams),
          this.monthly.totalSums(kpiWhere, kpiParams),
          // Same conditions over the status roll-up (month, dealer, type, source, like kpi_monthly).
          this.statusMonthly.byDealerAndStatus(kpiWhere, kpiParams),
          this.ticketKpi.recentOpenByDealerStatusAndAge(countWhere, countParams),
          this.reads.freshness(),
        ]);
        const counts = standingCounts(byStatus, recentOpen);
        const nameOf = await this.reads.dealerNames(sums.map((row) => row.key));
        const result = sums
          .map((row) => standing(counts.filter((c) => c.dealer_id === row.key), { ...toKpiRow(row), ...nameOf(row.key) }))
          .sort((a, b) => a.kpi.label.localeCompare(b.kpi.label));
        return { result, total: standing(counts, toKpiRow(total)), period: { from, to }, data_as_of: freshness.data_as_of };
      },
    });
  }
}
