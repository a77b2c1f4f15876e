import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { KpiReportAnswer } from '@voc/contracts';
import { SqlParams } from '@voc/ticketing';
import { KPI_SUMS_SQL, toKpiRow, type KpiSums } from '../services/kpi-measure';
import { projectionFreshness } from '../services/projection-freshness';
import { reportConditions, reportPeriod } from '../services/report-scope';
import { KpiReportQuery } from './kpi-report.query';

const GROUPS = {
  region: { key: `coalesce(r.region, '-')`, label: `coalesce(r.region, '-')`, join: '' },
  area: { key: `coalesce(r.area_code, '-')`, label: `coalesce(r.area_code, '-')`, join: '' },
  dealer: { key: 'r.dealer_ref::text', label: `d.dealer_code || ' ' || d.dealer_name || ' ' || d.branch_name`, join: 'JOIN dealers d ON d.id = r.dealer_ref' },
  month: { key: `to_char(r.month, 'YYYY-MM')`, label: `to_char(r.month, 'YYYY-MM')`, join: '' },
} as const;

/** Reads reporting.kpi_monthly only: a handful of rows per dealer and month, never the log. */
@QueryHandler(KpiReportQuery)
export class KpiReportHandler implements IQueryHandler<KpiReportQuery, KpiReportAnswer> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ principal, filters, defaultGrouping }: KpiReportQuery): Promise<KpiReportAnswer> {
    const params = new SqlParams();
    const { from, to } = reportPeriod(filters);
    const grouping = filters.group_by ?? defaultGrouping;
    const where = `${reportConditions(principal, filters, params, grouping)} AND r.month >= ${params.add(from)}::date AND r.month < ${params.add(to)}::date`;
    const group = GROUPS[grouping];
    const [rows, [total], freshness] = await Promise.all([
      this.db.query<KpiSums[]>(
        `SELECT ${group.key} AS key, min(${group.label}) AS label, ${KPI_SUMS_SQL}
         FROM reporting.kpi_monthly r ${group.join} WHERE ${where} GROUP BY 1 ORDER BY 1`,
        params.values,
      ),
      this.db.query<KpiSums[]>(`SELECT 'total' AS key, 'total' AS label, ${KPI_SUMS_SQL} FROM reporting.kpi_monthly r WHERE ${where}`, params.values),
      projectionFreshness(this.db),
    ]);
    return { result: rows.map(toKpiRow), total: toKpiRow(total), period: { from, to }, data_as_of: freshness.data_as_of };
  }
}
