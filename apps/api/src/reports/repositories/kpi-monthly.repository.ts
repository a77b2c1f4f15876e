import type { SqlParams, SqlRunner } from '@voc/persistence';
import { KPI_SUMS_SQL, type KpiSums } from '../services/kpi-measure';

/** reporting.kpi_monthly, aliased `r`: the roll-up every KPI report sums. */
export class KpiMonthlyRepository {
  constructor(private readonly reporting: SqlRunner) {}

  /** The KPI sums per `key` (an expression over `r`), in key order. */
  groupSums(key: string, where: string, params: SqlParams): Promise<KpiSums[]> {
    return this.reporting.query<KpiSums[]>(`SELECT ${key} AS key, ${key} AS label, ${KPI_SUMS_SQL} FROM reporting.kpi_monthly r WHERE ${where} GROUP BY 1 ORDER BY 1`, params.values);
  }

  /** The KPI sums over everything `where` matches. */
  async totalSums(where: string, params: SqlParams): Promise<KpiSums> {
    const [total] = await this.reporting.query<KpiSums[]>(`SELECT 'total' AS key, 'total' AS label, ${KPI_SUMS_SQL} FROM reporting.kpi_monthly r WHERE ${where}`, params.values);
    return total;
  }
}
