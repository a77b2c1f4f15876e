import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { KpiSummaryAnswer } from '@voc/contracts';
import { trendMonths } from '@voc/domain';
import { ReportingStore } from '@voc/reporting-schema';
import { SqlParams, UnitOfWork } from '@voc/sql';
import { KpiMonthlyRepository } from '../repositories/kpi-monthly.repository';
import { toKpiRow, type KpiSums } from '../services/kpi-measure';
import { projectionFreshness } from '../services/projection-freshness';
import { reportFreeze } from '../services/report-freeze';
import { reportConditions, reportPeriod } from '../services/report-scope';
import { KpiSummaryQuery } from './kpi-summary.query';

const REGION_KEY = `coalesce(r.region, '-')`;
const MONTH_KEY = `to_char(r.month, 'YYYY-MM')`;

/** A month without tickets: every count 0, every rate undecided. */
const emptyMonth = (key: string): KpiSums => ({ key, label: key }) as KpiSums;

/**
 * Reads reporting.kpi_monthly only (the KPI report's repository and conditions: the user's scope,
 * type, mode, source, region, area, dealer), twice: per region over the period, per month over
 * the trend's 12 months.
 */
@QueryHandler(KpiSummaryQuery)
export class KpiSummaryHandler implements IQueryHandler<KpiSummaryQuery, KpiSummaryAnswer> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly reporting: ReportingStore,
  ) {}

  async execute({ principal, filters }: KpiSummaryQuery): Promise<KpiSummaryAnswer> {
    const monthly = new KpiMonthlyRepository(this.reporting.runner);
    const period = reportPeriod(filters);
    const trend = trendMonths(filters.year, filters.month);

    const periodParams = new SqlParams();
    const periodWhere = `${reportConditions(principal, filters, periodParams, 'region')} AND r.month >= ${periodParams.add(period.from)}::date AND r.month < ${periodParams.add(period.to)}::date`;
    const trendParams = new SqlParams();
    const trendWhere = `${reportConditions(principal, filters, trendParams, 'month')} AND r.month >= ${trendParams.add(trend.from)}::date AND r.month < ${trendParams.add(trend.to)}::date`;

    const lateParams = new SqlParams();
    const lateWhere = `${reportConditions(principal, filters, lateParams, 'region')} AND r.received_month >= ${lateParams.add(period.from)}::date AND r.received_month < ${lateParams.add(period.to)}::date`;
    const [regions, total, months, freshness, freeze] = await Promise.all([
      monthly.groupSums(REGION_KEY, periodWhere, periodParams),
      monthly.totalSums(periodWhere, periodParams),
      monthly.groupSums(MONTH_KEY, trendWhere, trendParams),
      projectionFreshness(this.uow.runner, this.reporting.runner),
      reportFreeze(this.reporting.runner, 'tickets', period, { where: lateWhere, params: lateParams }),
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
  }
}
