import type { EntityManager } from 'typeorm';
import { columnNames, rollupSql, TICKET_STATUS_MONTHLY } from '@voc/persistence';
import type { RollupKey } from './kpi-monthly.projection';

const COLUMNS = columnNames(TICKET_STATUS_MONTHLY);
const GROUP_BY = TICKET_STATUS_MONTHLY.primaryKey.map((c) => rollupSql(TICKET_STATUS_MONTHLY, c)).join(', ');
const INSERT = `(${COLUMNS.join(', ')}) SELECT ${COLUMNS.map((c) => rollupSql(TICKET_STATUS_MONTHLY, c)).join(', ')}`;

/**
 * Recomputes ticket_status_monthly for the batch's (month, dealer, type, source) keys from
 * ticket_kpi (delete the keys, insert them again grouped), beside kpi_monthly and with its keys.
 * Running it twice gives the same rows.
 */
export async function recomputeTicketStatusMonthly(manager: EntityManager, schema: string, keys: readonly RollupKey[]): Promise<void> {
  const unique = [...new Map(keys.map((k) => [`${k.received_month}|${k.dealer_ref}|${k.type}|${k.source}`, k])).values()];
  if (unique.length === 0) return;
  const keyJson = JSON.stringify(unique);
  const keysSql = `SELECT * FROM jsonb_to_recordset($1::jsonb) AS k(received_month date, dealer_ref uuid, type text, source text)`;
  await manager.query(
    `DELETE FROM ${schema}.${TICKET_STATUS_MONTHLY.name} m USING (${keysSql}) k
     WHERE m.month = k.received_month AND m.dealer_ref = k.dealer_ref AND m.type = k.type AND m.source = k.source`,
    [keyJson],
  );
  await manager.query(
    `INSERT INTO ${schema}.${TICKET_STATUS_MONTHLY.name} ${INSERT}
     FROM ${schema}.ticket_kpi t JOIN (${keysSql}) k
       ON t.received_month = k.received_month AND t.dealer_ref = k.dealer_ref AND t.type = k.type AND t.source = k.source
     WHERE NOT t.deleted
     GROUP BY ${GROUP_BY}`,
    [keyJson],
  );
}

/** ticket_status_monthly recounted whole from ticket_kpi (the end of a replay, which skipped the per-batch roll-ups). */
export async function rebuildTicketStatusMonthly(manager: EntityManager, schema: string): Promise<void> {
  await manager.query(`DELETE FROM ${schema}.${TICKET_STATUS_MONTHLY.name}`);
  await manager.query(`INSERT INTO ${schema}.${TICKET_STATUS_MONTHLY.name} ${INSERT} FROM ${schema}.ticket_kpi t WHERE NOT t.deleted GROUP BY ${GROUP_BY}`);
}
