import { monthCloseAt, shardsOfPartition, WHOLE_LOG, type KpiClockKind, type ProjectionPartition } from '@voc/domain';
import { dealerShardSql } from '@voc/events';
import {
  columnNames,
  insertFrozenFiguresSql,
  KPI_MONTHLY,
  KPI_MONTHLY_FROZEN,
  projectorSelectSql,
  rollupSql,
  TICKET_KPI,
} from '@voc/reporting-schema';
import { returnedRows, type SqlRunner } from '@voc/sql';
import { kpiClocks } from '../tickets/kpi-clocks';
import { recomputeKpiMonthly, type RollupKey } from '../tickets/kpi-monthly.projection';
import { recomputeTicketKpiRollups } from '../tickets/ticket-kpi-rollups.projection';
import { withOutcomes, type TicketKpiState } from '../tickets/ticket-kpi.evolve';

/**
 * How many of a month's ticket rows the freeze holds in memory at once. A month's rows used to be
 * read, judged and sent back as one JSON document: at ~105,000 tickets a month (bench:projections'
 * million-event log) that document alone was ~90 MB, and the worker, capped at 256 MB of heap
 * (scripts/lib/product/worker-node-options.ts), died at its first month-end and again at every
 * restart. Chunked, the freeze's memory no longer grows with the month.
 */
export const FREEZE_CHUNK_ROWS = 2000;

const MONTH = /^\d{4}-\d{2}-\d{2}$/;

/** The ticket_kpi columns that hold a KPI's outcome: once decided, time never undecides them. */
const OUTCOME_COLUMNS = columnNames(TICKET_KPI).filter((column) => column.startsWith('kpi'));

/**
 * The live rows of the frozen tickets take the decisions their month's close made (a deadline
 * passed by the close is missed in the live row too, not only once the deadline sweep comes by):
 * a KPI undecided in the live row and decided at the close takes the close's outcome; one the live
 * row has decided keeps it (it was judged later, or by its event). So the figures now and the
 * frozen ones differ only by what happened after the close (libs/domain late-changes), and the
 * same log writes the same rows whenever the sweep runs.
 */
async function takeCloseDecisions(manager: SqlRunner, schema: string, rollups: boolean): Promise<void> {
  const keys = await manager.query<unknown>(
    `UPDATE ${schema}.ticket_kpi t SET ${OUTCOME_COLUMNS.map((c) => `${c} = coalesce(t.${c}, j.${c})`).join(', ')}
     FROM kpi_freeze_judged j
     WHERE t.ticket_id = j.ticket_id AND (${OUTCOME_COLUMNS.map((c) => `(t.${c} IS NULL AND j.${c} IS NOT NULL)`).join(' OR ')})
     RETURNING to_char(t.received_month, 'YYYY-MM-DD') AS received_month, t.dealer_ref, t.type, t.source`,
  );
  const changed = returnedRows<RollupKey>(keys);
  if (!rollups || changed.length === 0) return;
  await recomputeKpiMonthly(manager, schema, changed);
  await recomputeTicketKpiRollups(manager, schema, changed);
}

/**
 * Freezes the KPI figures of `months`: each month's ticket rows judged as of its close (a deadline
 * passed by then is missed, one still ahead is undecided; whatever the deadline sweep last wrote
 * does not count), rolled up like kpi_monthly into kpi_monthly_frozen. A partition freezes its own
 * dealers' tickets only (their roll-up rows are its own too: kpi_monthly is keyed by dealer).
 *
 * The rows are read through a cursor `chunkRows` at a time, judged (libs/domain's clocks, in
 * TypeScript), and staged in a temporary table; the roll-up is then one GROUP BY over the staged
 * rows, so it is the same whatever the chunk size. Runs inside the projection step's transaction
 * (a cursor and its temporary table live only there).
 */
export async function freezeKpiMonths(
  manager: SqlRunner,
  schema: string,
  months: readonly string[],
  closeDay: number,
  log: SqlRunner,
  clockKind: KpiClockKind,
  partition: ProjectionPartition = WHOLE_LOG,
  chunkRows = FREEZE_CHUNK_ROWS,
  rollups = true,
): Promise<void> {
  const columns = columnNames(KPI_MONTHLY);
  // A cursor's query takes no bind parameters here: the month is checked, the shards are integers.
  const own = partition.count === 1 ? '' : `AND ${dealerShardSql('dealer_ref')} IN (${shardsOfPartition(partition).map((shard) => String(Math.trunc(shard))).join(', ')})`;
  for (const month of months) {
    if (!MONTH.test(month)) throw new Error(`freezeKpiMonths: month "${month}" is not a YYYY-MM-DD date`);
    const closeAt = monthCloseAt(month, closeDay);
    await manager.query(`DECLARE kpi_freeze_rows NO SCROLL CURSOR FOR SELECT ${projectorSelectSql(TICKET_KPI)} FROM ${schema}.ticket_kpi WHERE received_month = '${month}'::date AND NOT deleted ${own}`);
    await manager.query(`CREATE TEMPORARY TABLE kpi_freeze_judged (LIKE ${schema}.ticket_kpi)`);
    let staged = 0;
    for (;;) {
      const rows = await manager.query<TicketKpiState[]>(`FETCH ${Math.max(1, Math.trunc(chunkRows))} FROM kpi_freeze_rows`);
      if (rows.length === 0) break;
      const clockFor = await kpiClocks(log, clockKind, rows);
      const judged = rows.map((row) => withOutcomes(row, closeAt, clockFor(row), closeDay));
      await manager.query(`INSERT INTO kpi_freeze_judged SELECT * FROM jsonb_populate_recordset(NULL::${schema}.ticket_kpi, $1::jsonb)`, [JSON.stringify(judged)]);
      staged += rows.length;
    }
    await manager.query(`CLOSE kpi_freeze_rows`);
    if (staged > 0) {
      await manager.query(
        `INSERT INTO ${schema}.${KPI_MONTHLY_FROZEN.name} (${columns.join(', ')})
         SELECT ${columns.map((c) => rollupSql(KPI_MONTHLY, c)).join(', ')}
         FROM kpi_freeze_judged t
         GROUP BY ${KPI_MONTHLY.primaryKey.map((c) => rollupSql(KPI_MONTHLY, c)).join(', ')}`,
      );
      // Each ticket's part in the figures just frozen: a later change of it is a late change (libs/domain late-changes).
      await manager.query(insertFrozenFiguresSql(schema, 'tickets', 't', 'FROM kpi_freeze_judged t WHERE true'));
      await takeCloseDecisions(manager, schema, rollups);
    }
    await manager.query(`DROP TABLE kpi_freeze_judged`);
  }
}

/** The earliest month of receipt in ticket_kpi (null when there is no ticket). */
export async function firstKpiMonth(manager: SqlRunner, schema: string): Promise<string | null> {
  const [row] = await manager.query<Array<{ month: string | null }>>(`SELECT to_char(min(received_month), 'YYYY-MM-DD') AS month FROM ${schema}.ticket_kpi`);
  return row?.month ?? null;
}
