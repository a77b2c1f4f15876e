import { columnNames, rollupSql, TICKET_CLOSED_MONTHLY, TICKET_STATUS_MONTHLY, type ReportingTable } from '@voc/reporting-schema';
import { type SqlRunner } from '@voc/sql';
import { inPlaceRecountSql } from '../rollup-in-place';
import type { RollupKey } from './kpi-monthly.projection';

/**
 * The roll-ups of ticket_kpi kept beside kpi_monthly, with its keys (month of receipt, dealer,
 * type, source first) and under the same checkpoint: each with the rows `t` it counts.
 */
const ROLLUPS: ReadonlyArray<{ table: ReportingTable; where: string }> = [
  { table: TICKET_STATUS_MONTHLY, where: 'NOT t.deleted' },
  { table: TICKET_CLOSED_MONTHLY, where: 'NOT t.deleted AND t.closed_at IS NOT NULL' },
];

function insertSql(schema: string, table: ReportingTable): string {
  const columns = columnNames(table);
  return `INSERT INTO ${schema}.${table.name} (${columns.join(', ')}) SELECT ${columns.map((c) => rollupSql(table, c)).join(', ')}`;
}
const groupBy = (table: ReportingTable) => table.primaryKey.map((c) => rollupSql(table, c)).join(', ');

/**
 * Recomputes ticket_status_monthly and ticket_closed_monthly for the batch's (month, dealer, type,
 * source) keys from ticket_kpi (the keys recounted grouped, written in place: rollup-in-place).
 * Running it twice gives the same rows.
 */
export async function recomputeTicketKpiRollups(manager: SqlRunner, schema: string, keys: readonly RollupKey[]): Promise<void> {
  const unique = [...new Map(keys.map((k) => [`${k.received_month}|${k.dealer_ref}|${k.type}|${k.source}`, k])).values()];
  if (unique.length === 0) return;
  const keyJson = JSON.stringify(unique);
  const keysSql = `SELECT * FROM jsonb_to_recordset($1::jsonb) AS k(received_month date, dealer_ref uuid, type text, source text)`;
  const match = `m.month = k.received_month AND m.dealer_ref = k.dealer_ref AND m.type = k.type AND m.source = k.source`;
  for (const { table, where } of ROLLUPS) {
    const recount = `SELECT ${columnNames(table).map((c) => rollupSql(table, c)).join(', ')}
       FROM ${schema}.ticket_kpi t JOIN (${keysSql}) k
         ON t.received_month = k.received_month AND t.dealer_ref = k.dealer_ref AND t.type = k.type AND t.source = k.source
       WHERE ${where}
       GROUP BY ${groupBy(table)}`;
    await manager.query(inPlaceRecountSql(schema, table, recount, keysSql, match), [keyJson]);
  }
}

/** Both recounted whole from ticket_kpi (the end of a replay, which skipped the per-batch roll-ups). */
export async function rebuildTicketKpiRollups(manager: SqlRunner, schema: string): Promise<void> {
  for (const { table, where } of ROLLUPS) {
    await manager.query(`DELETE FROM ${schema}.${table.name}`);
    await manager.query(`${insertSql(schema, table)} FROM ${schema}.ticket_kpi t WHERE ${where} GROUP BY ${groupBy(table)}`);
  }
}
