import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { KpiSummaryAnswer } from '@voc/contracts';
import { trendMonths } from '@voc/domain';
import { SqlParams } from '@voc/sql';
import { readReport } from '../kernel/read-report';
import { inMonths, monthsOf, type MonthFilters } from '../kernel/report-periods';
import { ReportReads } from '../kernel/report-reads';
import { KpiMonthlyRepository } from '../repositories/kpi-monthly.repository';
import { toKpiRow, type KpiSums } from '../services/kpi-measure';
import { reportConditions } from '../kernel/report-scope';
import { KpiSummaryQuery } from './kpi-summary.query';

const REGION_KEY = `coalesce(r.region, '-')`;
const MONTH_KEY = `to_char(r.month, 'YYYY-MM')`;

/** A month without tickets: every count 0, every rate undecided. */
const emptyMonth = (key: string): KpiSums => ({ key, label: key }) as KpiSums;

/** The summary's two periods: the report's months, and the trend's 12 months up to its last. */
const summaryMonths = (filters: MonthFilters) => ({ report: monthsOf()(filters), trend: trendMonths(filters.year, filters.month) });

/**
 * Reads reporting.kpi_monthly only (the KPI report's repository and conditions: the user's scope,
 * type, mode, source, region, area, dealer), twice: per region over the period, per month over
 * the trend's 12 months.
 */
@QueryHandler(KpiSummaryQuery)
export class KpiSummaryHandler implements IQueryHandler<KpiSummaryQuery, KpiSummaryAnswer> {
  constructor(
    private readonly reads: ReportReads,
    private readonly monthly: KpiMonthlyRepository,
  ) {}

  execute(query: KpiSummaryQuery): Promise<KpiSummaryAnswer> {
    return readReport(query, {
      period: summaryMonths,
      rows: async ({ principal, filters, period: { report: period, trend } }) => {
        const periodParams = new SqlParams();
        const periodWhere = `${reportConditions(principal, filters, periodParams, 'region')} AND ${inMonths('r.month', period, periodParams)}`;
        const trendParams = new SqlParams();
        const trendWhere = `${reportConditions(principal, filters, trendParams, 'month')} AND ${inMonths('r.month', trend, trendParams)}`;
        const lateParams = new SqlParams();
        const lateWhere = `${reportConditions(principal, filters, lateParams, 'region')} AND ${inMonths('r.received_month', period, lateParams)}`;
        const [regions, total, months, freshness, freeze] = await Promise.all([
          this.monthly.groupSums(REGION_KEY, periodWhere, periodParams),
          this.monthly.totalSums(periodWhere, periodParams),
          this.monthly.groupSums(MONTH_KEY, trendWhere, trendParams),
          this.reads.freshness(),
          this.reads.freeze('tickets', { from: period.from, to: period.to }, { where: lateWhere, params: lateParams }),
        ]);
        const byMonth = new Map(months.map((row) => [row.key, row]));
        return {
          regions: regions.map(toKpiRow),
          total: toKpiRow(total),
          period: { from: period.from, to: period.to },
          trend: trend.months.map((month) => month.slice(0, 7)).map((key) => toKpiRow(byMonth.get(key) ?? emptyMonth(key))),
          trend_period: { from: trend.from, to: trend.to },
          data_as_of: freshness.data_as_of,
          freeze,
        };
      },
    });
  }
}
