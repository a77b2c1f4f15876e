import type { EntityManager } from 'typeorm';
import { monthCloseAt, shardsOfPartition, WHOLE_LOG, type KpiClockKind, type ProjectionPartition } from '@voc/domain';
import { dealerShardSql } from '@voc/events';
import { columnNames, KPI_MONTHLY, KPI_MONTHLY_FROZEN, projectorSelectSql, rollupSql, TICKET_KPI } from '@voc/persistence';
import { kpiClocks } from '../tickets/kpi-clocks';
import { withOutcomes, type TicketKpiState } from '../tickets/ticket-kpi.evolve';

/**
 * Freezes the KPI figures of `months`: each month's ticket rows judged as of its close (a deadline
 * passed by then is missed, one still ahead is undecided; whatever the deadline sweep last wrote
 * does not count), rolled up like kpi_monthly into kpi_monthly_frozen. A partition freezes its own
 * dealers' tickets only (their roll-up rows are its own too: kpi_monthly is keyed by dealer).
 */
export async function freezeKpiMonths(manager: EntityManager, schema: string, months: readonly string[], closeDay: number, log: EntityManager, clockKind: KpiClockKind, partition: ProjectionPartition = WHOLE_LOG): Promise<void> {
  const columns = columnNames(KPI_MONTHLY);
  const own = partition.count === 1 ? '' : `AND ${dealerShardSql('dealer_ref')} = ANY($2::int[])`;
  const ownParams = partition.count === 1 ? [] : [shardsOfPartition(partition)];
  for (const month of months) {
    const rows = await manager.query<TicketKpiState[]>(`SELECT ${projectorSelectSql(TICKET_KPI)} FROM ${schema}.ticket_kpi WHERE received_month = $1::date AND NOT deleted ${own}`, [month, ...ownParams]);
    if (rows.length === 0) continue;
    const closeAt = monthCloseAt(month, closeDay);
    const clockFor = await kpiClocks(log, clockKind, rows.map((row) => row.dealer_ref));
    const judged = rows.map((row) => withOutcomes(row, closeAt, clockFor(row.dealer_ref)));
    await manager.query(
      `INSERT INTO ${schema}.${KPI_MONTHLY_FROZEN.name} (${columns.join(', ')})
       SELECT ${columns.map((c) => rollupSql(KPI_MONTHLY, c)).join(', ')}
       FROM jsonb_populate_recordset(NULL::${schema}.ticket_kpi, $1::jsonb) t
       GROUP BY ${KPI_MONTHLY.primaryKey.map((c) => rollupSql(KPI_MONTHLY, c)).join(', ')}`,
      [JSON.stringify(judged)],
    );
  }
}

/** The earliest month of receipt in ticket_kpi (null when there is no ticket). */
export async function firstKpiMonth(manager: EntityManager, schema: string): Promise<string | null> {
  const [row] = await manager.query<Array<{ month: string | null }>>(`SELECT to_char(min(received_month), 'YYYY-MM-DD') AS month FROM ${schema}.ticket_kpi`);
  return row?.month ?? null;
}
