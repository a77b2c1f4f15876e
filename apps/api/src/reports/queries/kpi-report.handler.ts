import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { KpiReportAnswer, KpiReportRow } from '@voc/contracts';
import { ReportingStore } from '@voc/reporting-schema';
import { SqlParams, UnitOfWork } from '@voc/sql';
import { DealersRepository } from '../../dealers/repositories/dealers.repository';
import { KpiMonthlyRepository } from '../repositories/kpi-monthly.repository';
import { dealerLabelText } from '../services/dealer-labels';
import { toKpiRow, type KpiSums } from '../services/kpi-measure';
import { sumsByEntity } from '../services/entity-sums';
import { BRANCH_MONTH_KEY, entitiesAsOfMonths } from '../services/master-as-of-month';
import { projectionFreshness } from '../services/projection-freshness';
import { reportFreeze } from '../services/report-freeze';
import { reportConditions, reportPeriod } from '../services/report-scope';
import { KpiReportQuery } from './kpi-report.query';

const GROUP_KEYS = {
  region: `coalesce(r.region, '-')`,
  area: `coalesce(r.area_code, '-')`,
  dealer: 'r.dealer_ref::text',
  // Per branch and month here; folded per entity (dealer company) as each branch's was at the end
  // of each month (the master's dated history, issue 31), after the main database answers.
  entity: BRANCH_MONTH_KEY,
  month: `to_char(r.month, 'YYYY-MM')`,
} as const;

/**
 * Reads reporting.kpi_monthly only (a handful of rows per dealer and month, never the log), from
 * the reporting store; dealer names come from the main database afterwards.
 */
@QueryHandler(KpiReportQuery)
export class KpiReportHandler implements IQueryHandler<KpiReportQuery, KpiReportAnswer> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly reporting: ReportingStore,
  ) {}

  async execute({ principal, filters, defaultGrouping }: KpiReportQuery): Promise<KpiReportAnswer> {
    const params = new SqlParams();
    const { from, to } = reportPeriod(filters);
    const grouping = filters.group_by ?? defaultGrouping;
    const where = `${reportConditions(principal, filters, params, grouping)} AND r.month >= ${params.add(from)}::date AND r.month < ${params.add(to)}::date`;
    const key = GROUP_KEYS[grouping];
    const monthly = new KpiMonthlyRepository(this.reporting.runner);
    const lateParams = new SqlParams();
    const lateWhere = `${reportConditions(principal, filters, lateParams, grouping)} AND r.received_month >= ${lateParams.add(from)}::date AND r.received_month < ${lateParams.add(to)}::date`;
    const [sums, total, freshness, freeze] = await Promise.all([
      monthly.groupSums(key, where, params),
      monthly.totalSums(where, params),
      projectionFreshness(this.uow.runner, this.reporting.runner),
      reportFreeze(this.reporting.runner, 'tickets', { from, to }, { where: lateWhere, params: lateParams }),
    ]);
    const result = grouping === 'entity' ? await this.perEntity(sums) : grouping === 'dealer' ? await this.withDealerNames(sums.map(toKpiRow)) : sums.map(toKpiRow);
    // A period with final months: the total as it stands now (late changes in) beside the final one.
    const now = freeze ? toKpiRow(await new KpiMonthlyRepository(this.reporting.runner, 'live').totalSums(where, params)) : null;
    return { result, total: toKpiRow(total), period: { from, to }, data_as_of: freshness.data_as_of, freeze: freeze && now ? { ...freeze, total_now: now } : null };
  }

  /**
   * Entity rows (dealer companies, their branches summed), named "DEALER_ID dealer" in Thai and
   * English: each branch's month counted in the company it belonged to at the end of that month.
   */
  private async perEntity(sums: KpiSums[]): Promise<KpiReportRow[]> {
    const entities = await entitiesAsOfMonths(this.uow.runner, sums.map((row) => row.key));
    return sumsByEntity(sums, entities).map((row) => ({ ...toKpiRow(row), label_en: row.label_en }));
  }

  /** Dealer rows named "CODE dealer branch" (Thai and English), in dealer-code order. */
  private async withDealerNames(rows: KpiReportRow[]): Promise<KpiReportRow[]> {
    const labels = await new DealersRepository(this.uow.runner).labels(rows.map((row) => row.key));
    return rows.map((row) => ({ ...row, ...dealerLabelText(labels.get(row.key), row.key) })).sort((a, b) => a.label.localeCompare(b.label));
  }
}
