import type { EntityManager } from 'typeorm';
import { monthCloseAt, type KpiClockKind } from '@voc/domain';
import { columnNames, KPI_MONTHLY, KPI_MONTHLY_FROZEN, projectorSelectSql, rollupSql, TICKET_KPI } from '@voc/persistence';
import { kpiClocks } from '../tickets/kpi-clocks';
import { withOutcomes, type TicketKpiState } from '../tickets/ticket-kpi.evolve';

/**
 * Freezes the KPI figures of `months`: each month's ticket rows judged as of its close (a deadline
 * passed by then is missed, one still ahead is undecided; whatever the deadline sweep last wrote
 * does not count), rolled up like kpi_monthly into kpi_monthly_frozen.
 */
export async function freezeKpiMonths(manager: EntityManager, schema: string, months: readonly string[], closeDay: number, log: EntityManager, clockKind: KpiClockKind): Promise<void> {
  const columns = columnNames(KPI_MONTHLY);
  for (const month of months) {
    const rows = await manager.query<TicketKpiState[]>(`SELECT ${projectorSelectSql(TICKET_KPI)} FROM ${schema}.ticket_kpi WHERE received_month = $1::date AND NOT deleted`, [month]);
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
