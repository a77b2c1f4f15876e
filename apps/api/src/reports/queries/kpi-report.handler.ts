import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { KpiReportAnswer, KpiReportRow, ReportGrouping } from '@voc/contracts';
import { SqlParams } from '@voc/sql';
import { readReport } from '../kernel/read-report';
import { inMonths, monthsOf } from '../kernel/report-periods';
import { ReportReads } from '../kernel/report-reads';
import { KpiMonthlyRepository } from '../repositories/kpi-monthly.repository';
import { toKpiRow, type KpiSums } from '../services/kpi-measure';
import { sumsByEntity } from '../services/entity-sums';
import { BRANCH_MONTH_KEY } from '../services/master-as-of-month';
import { reportConditions } from '../kernel/report-scope';
import { KpiReportQuery } from './kpi-report.query';

const GROUP_KEYS: Record<ReportGrouping, string> = {
  region: `coalesce(r.region, '-')`,
  area: `coalesce(r.area_code, '-')`,
  dealer: 'r.dealer_ref::text',
  // Per branch and month here; folded per entity (dealer company) as each branch's was at the end
  // of each month (the master's dated history, issue 31), after the main database answers.
  entity: BRANCH_MONTH_KEY,
  month: `to_char(r.month, 'YYYY-MM')`,
};

/**
 * Reads reporting.kpi_monthly only (a handful of rows per dealer and month, never the log), from
 * the reporting store; dealer names come from the main database afterwards.
 */
@QueryHandler(KpiReportQuery)
export class KpiReportHandler implements IQueryHandler<KpiReportQuery, KpiReportAnswer> {
  constructor(
    private readonly reads: ReportReads,
    private readonly monthly: KpiMonthlyRepository,
  ) {}

  execute(query: KpiReportQuery): Promise<KpiReportAnswer> {
    return readReport(query, {
      period: monthsOf(),
      grain: { asked: (filters) => filters.group_by, fallback: query.defaultGrouping, keys: GROUP_KEYS },
      rows: async ({ principal, filters, period, grouping, key }) => {
        const { from, to } = period;
        const params = new SqlParams();
        const where = `${reportConditions(principal, filters, params, grouping)} AND ${inMonths('r.month', period, params)}`;
        const lateParams = new SqlParams();
        const lateWhere = `${reportConditions(principal, filters, lateParams, grouping)} AND ${inMonths('r.received_month', period, lateParams)}`;
        const [sums, total, freshness, freeze] = await Promise.all([
          this.monthly.groupSums(key, where, params),
          this.monthly.totalSums(where, params),
          this.reads.freshness(),
          this.reads.freeze('tickets', { from, to }, { where: lateWhere, params: lateParams }),
        ]);
        const result = grouping === 'entity' ? await this.perEntity(sums) : grouping === 'dealer' ? await this.withDealerNames(sums.map(toKpiRow)) : sums.map(toKpiRow);
        // A period with final months: the total as it stands now (late changes in) beside the final one.
        const now = freeze ? toKpiRow(await this.monthly.live().totalSums(where, params)) : null;
        return { result, total: toKpiRow(total), period: { from, to }, data_as_of: freshness.data_as_of, freeze: freeze && now ? { ...freeze, total_now: now } : null };
      },
    });
  }

  /**
   * Entity rows (dealer companies, their branches summed), named "DEALER_ID dealer" in Thai and
   * English: each branch's month counted in the company it belonged to at the end of that month.
   */
  private async perEntity(sums: KpiSums[]): Promise<KpiReportRow[]> {
    const entities = await this.reads.entitiesAsOfMonths(sums.map((row) => row.key));
    return sumsByEntity(sums, entities).map((row) => ({ ...toKpiRow(row), label_en: row.label_en }));
  }

  /** Dealer rows named "CODE dealer branch" (Thai and English), in dealer-code order. */
  private async withDealerNames(rows: KpiReportRow[]): Promise<KpiReportRow[]> {
    return (await this.reads.withDealerNames(rows)).sort((a, b) => a.label.localeCompare(b.label));
  }
}
