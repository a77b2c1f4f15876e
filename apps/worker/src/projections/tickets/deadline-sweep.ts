import { KPI_HOURS, lastClosedMonth, type KpiClockKind } from '@voc/domain';
import { kpiClocks } from './kpi-clocks';
import { lockAllCheckpoints } from '@voc/events';
import { logReader, type ProjectionStores } from './projection-stores';
import { recomputeKpiMonthly } from './kpi-monthly.projection';
import { withOutcomes } from './ticket-kpi.evolve';
import { loadTicketKpi, saveTicketKpi } from './ticket-kpi.projection';

export const SWEEP_CHUNK = 200;

/**
 * Tickets whose KPI row time alone may have changed since it was written: an undecided KPI whose
 * calendar deadline has passed (a working-hours deadline is never earlier; the dealer's own KPI4a's
 * is never earlier than KPI4a's), a ticket still open whose month has closed ($3: the last closed
 * month; KPI4 counts its days to the close), or a live state that may have turned due-soon or
 * breached. Everything else is left alone.
 */
const CANDIDATES = `NOT cancelled AND NOT deleted AND (
     (kpi2a IS NULL AND received_at <= $1::timestamptz - interval '${KPI_HOURS.kpi2a} hours')
  OR (kpi2 IS NULL AND received_at <= $1::timestamptz - interval '${KPI_HOURS.kpi2} hours')
  OR (kpi3 IS NULL AND received_at <= $1::timestamptz - interval '${KPI_HOURS.kpi3} hours')
  OR (kpi4a IS NULL AND received_at <= $1::timestamptz - interval '${KPI_HOURS.kpi4a} hours')
  OR (kpi4a_dealer IS NULL AND closed_at IS NULL AND received_at <= $1::timestamptz - interval '${KPI_HOURS.kpi4a} hours')
  OR (kpi4_counted_days IS NULL AND received_month <= $3::date)
  OR (kpi5a IS NULL AND closed_at <= $1::timestamptz - interval '${KPI_HOURS.kpi5} hours')
  OR live_state = 'on_time'
  OR (live_state = 'due_soon' AND next_due_at <= $1::timestamptz))`;

/**
 * Keeps the live state of open tickets current: what time alone decides (a deadline passing) is
 * written here, by a repeatable job, so no report computes it at read time. Works in chunks, each
 * holding the projection's checkpoint locks (all its partitions') only briefly, so it never interleaves with a batch and
 * never holds the projections up for long.
 */
export async function sweepDeadlines(stores: ProjectionStores, now = new Date(), schema = 'reporting', clockKind: KpiClockKind = 'calendar', chunk = SWEEP_CHUNK, closeDay: number | null = null): Promise<number> {
  // No close kept: no month has closed for KPI4.
  const closedThrough = closeDay === null ? '0001-01-01' : lastClosedMonth(now, closeDay);
  let changedTotal = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { last, changed } = await stores.reporting.transaction(async (manager) => {
      // Every partition's: the chunk's tickets may be any partition's.
      await lockAllCheckpoints(manager, schema, 'tickets', stores.idleTimeoutMs);
      const ids = await manager.query<Array<{ ticket_id: string }>>(
        `SELECT ticket_id FROM ${schema}.ticket_kpi WHERE ${CANDIDATES} AND ticket_id > $2 ORDER BY ticket_id LIMIT ${chunk}`,
        [now, after, closedThrough],
      );
      if (ids.length === 0) return { last: null, changed: 0 };
      const states = await loadTicketKpi(manager, schema, ids.map((r) => r.ticket_id));
      const clockFor = await kpiClocks(logReader(stores, manager), clockKind, [...states.values()]);
      const updated = [...states.values()]
        .map((state) => ({ before: state, after: withOutcomes(state, now, clockFor(state), closeDay) }))
        .filter(({ before, after: next }) => JSON.stringify(before) !== JSON.stringify(next))
        .map(({ after: next }) => next);
      await saveTicketKpi(manager, schema, updated);
      await recomputeKpiMonthly(manager, schema, updated);
      return { last: ids[ids.length - 1].ticket_id, changed: updated.length };
    });
    changedTotal += changed;
    if (!last) return changedTotal;
    after = last;
  }
}
