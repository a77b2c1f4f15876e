import { finalRollupSql, KPI_MONTHLY, KPI_MONTHLY_FROZEN } from '@voc/reporting-schema';
import { type SqlParams, type SqlRunner } from '@voc/sql';
import { KPI_SUMS_SQL, type KpiSums } from '../services/kpi-measure';

/** The KPI roll-up a report sums: final (frozen months as they stood at their close) or live (late changes included). */
export type RollupFigures = 'final' | 'live';

/**
 * reporting.kpi_monthly, aliased `r`: the roll-up every KPI report sums. `final` (what reports
 * show) reads a frozen month's copy from kpi_monthly_frozen instead (month-end freezing).
 */
export class KpiMonthlyRepository {
  private readonly from: string;

  constructor(
    private readonly reporting: SqlRunner,
    figures: RollupFigures = 'final',
  ) {
    this.from = figures === 'final' ? finalRollupSql('reporting', KPI_MONTHLY, KPI_MONTHLY_FROZEN, 'tickets') : 'reporting.kpi_monthly';
  }

  /** The same roll-up with late changes in (a frozen month as it stands now). */
  live(): KpiMonthlyRepository {
    return new KpiMonthlyRepository(this.reporting, 'live');
  }

  /** The KPI sums per `key` (an expression over `r`), in key order. */
  groupSums(key: string, where: string, params: SqlParams): Promise<KpiSums[]> {
    return this.reporting.query<KpiSums[]>(`SELECT ${key} AS key, ${key} AS label, ${KPI_SUMS_SQL} FROM ${this.from} r WHERE ${where} GROUP BY 1 ORDER BY 1`, params.values);
  }

  /** The KPI sums over everything `where` matches. */
  async totalSums(where: string, params: SqlParams): Promise<KpiSums> {
    const [total] = await this.reporting.query<KpiSums[]>(`SELECT 'total' AS key, 'total' AS label, ${KPI_SUMS_SQL} FROM ${this.from} r WHERE ${where}`, params.values);
    return total;
  }
}
