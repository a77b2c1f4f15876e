import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { KpiReportAnswer, KpiReportRow } from '@voc/contracts';
import { InjectReportingDataSource, SqlParams } from '@voc/persistence';
import { dealerLabels, dealerLabelText } from '../services/dealer-labels';
import { KPI_SUMS_SQL, toKpiRow, type KpiSums } from '../services/kpi-measure';
import { projectionFreshness } from '../services/projection-freshness';
import { reportConditions, reportPeriod } from '../services/report-scope';
import { KpiReportQuery } from './kpi-report.query';

const GROUP_KEYS = {
  region: `coalesce(r.region, '-')`,
  area: `coalesce(r.area_code, '-')`,
  dealer: 'r.dealer_ref::text',
  month: `to_char(r.month, 'YYYY-MM')`,
} as const;

/**
 * Reads reporting.kpi_monthly only (a handful of rows per dealer and month, never the log), from
 * the reporting store; dealer names come from the main database afterwards.
 */
@QueryHandler(KpiReportQuery)
export class KpiReportHandler implements IQueryHandler<KpiReportQuery, KpiReportAnswer> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectReportingDataSource() private readonly reporting: DataSource,
  ) {}

  async execute({ principal, filters, defaultGrouping }: KpiReportQuery): Promise<KpiReportAnswer> {
    const params = new SqlParams();
    const { from, to } = reportPeriod(filters);
    const grouping = filters.group_by ?? defaultGrouping;
    const where = `${reportConditions(principal, filters, params, grouping)} AND r.month >= ${params.add(from)}::date AND r.month < ${params.add(to)}::date`;
    const key = GROUP_KEYS[grouping];
    const [sums, [total], freshness] = await Promise.all([
      this.reporting.query<KpiSums[]>(`SELECT ${key} AS key, ${key} AS label, ${KPI_SUMS_SQL} FROM reporting.kpi_monthly r WHERE ${where} GROUP BY 1 ORDER BY 1`, params.values),
      this.reporting.query<KpiSums[]>(`SELECT 'total' AS key, 'total' AS label, ${KPI_SUMS_SQL} FROM reporting.kpi_monthly r WHERE ${where}`, params.values),
      projectionFreshness(this.db, this.reporting),
    ]);
    const rows = sums.map(toKpiRow);
    return { result: grouping === 'dealer' ? await this.withDealerNames(rows) : rows, total: toKpiRow(total), period: { from, to }, data_as_of: freshness.data_as_of };
  }

  /** Dealer rows named "CODE dealer branch" (Thai and English), in dealer-code order. */
  private async withDealerNames(rows: KpiReportRow[]): Promise<KpiReportRow[]> {
    const labels = await dealerLabels(this.db, rows.map((row) => row.key));
    return rows.map((row) => ({ ...row, ...dealerLabelText(labels.get(row.key), row.key) })).sort((a, b) => a.label.localeCompare(b.label));
  }
}
