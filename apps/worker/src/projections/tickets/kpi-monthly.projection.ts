import { columnNames, KPI_MONTHLY, rollupSql } from '@voc/reporting-schema';
import { type SqlRunner } from '@voc/sql';
import { inPlaceRecountSql } from '../rollup-in-place';

/** Every kpi_monthly column, each filled by its roll-up expression over ticket_kpi. */
const ROLLUP_COLUMNS = columnNames(KPI_MONTHLY);

export interface RollupKey {
  received_month: string;
  dealer_ref: string;
  type: string;
  source: string;
}

/**
 * Recomputes the monthly roll-up rows of the given keys from ticket_kpi (set-based: the keys
 * recounted grouped, written in place, rollup-in-place): a row that comes out the same is not
 * written, a changed one is updated, and a key no ticket counts in any more loses its row.
 * Running it twice gives the same rows.
 */
export async function recomputeKpiMonthly(manager: SqlRunner, schema: string, keys: readonly RollupKey[]): Promise<void> {
  const unique = [...new Map(keys.map((k) => [`${k.received_month}|${k.dealer_ref}|${k.type}|${k.source}`, k])).values()];
  if (unique.length === 0) return;
  const keysSql = `SELECT * FROM jsonb_to_recordset($1::jsonb) AS k(received_month date, dealer_ref uuid, type text, source text)`;
  const recount = `SELECT ${ROLLUP_COLUMNS.map((c) => rollupSql(KPI_MONTHLY, c)).join(', ')}
     FROM ${schema}.ticket_kpi t JOIN (${keysSql}) k
       ON t.received_month = k.received_month AND t.dealer_ref = k.dealer_ref AND t.type = k.type AND t.source = k.source
     WHERE NOT t.deleted
     GROUP BY ${KPI_MONTHLY.primaryKey.map((c) => rollupSql(KPI_MONTHLY, c)).join(', ')}`;
  const match = `m.month = k.received_month AND m.dealer_ref = k.dealer_ref AND m.type = k.type AND m.source = k.source`;
  await manager.query(inPlaceRecountSql(schema, KPI_MONTHLY, recount, keysSql, match), [JSON.stringify(unique)]);
}

/** kpi_monthly recounted whole from ticket_kpi (the end of a replay, which skipped the per-batch roll-ups). */
export async function rebuildKpiMonthly(manager: SqlRunner, schema: string): Promise<void> {
  await manager.query(`DELETE FROM ${schema}.kpi_monthly`);
  await manager.query(
    `INSERT INTO ${schema}.kpi_monthly (${ROLLUP_COLUMNS.join(', ')})
     SELECT ${ROLLUP_COLUMNS.map((c) => rollupSql(KPI_MONTHLY, c)).join(', ')}
     FROM ${schema}.ticket_kpi t
     WHERE NOT t.deleted
     GROUP BY ${KPI_MONTHLY.primaryKey.map((c) => rollupSql(KPI_MONTHLY, c)).join(', ')}`,
  );
}
