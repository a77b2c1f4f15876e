import type { DataSource } from 'typeorm';
import type { KpiClockKind } from '@voc/domain';
import { kpiClocks } from './kpi-clocks';
import { recomputeKpiMonthly } from './kpi-monthly.projection';
import { withOutcomes } from './ticket-kpi.evolve';
import { loadTicketKpi, saveTicketKpi } from './ticket-kpi.projection';

/**
 * Keeps the live state of open tickets current: what time alone decides (a deadline passing)
 * is written here, by a repeatable job, so no report computes it at read time. Takes the
 * projection's checkpoint lock so it never interleaves with a batch.
 */
export async function sweepDeadlines(db: DataSource, now = new Date(), schema = 'reporting', clockKind: KpiClockKind = 'calendar'): Promise<number> {
  return db.transaction(async (manager) => {
    await manager.query(`SELECT 1 FROM ${schema}.projection_checkpoints WHERE projection = 'tickets' FOR UPDATE`);
    const ids = await manager.query<Array<{ ticket_id: string }>>(
      `SELECT ticket_id FROM ${schema}.ticket_kpi
       WHERE NOT cancelled AND NOT deleted
         AND (live_state IN ('on_time', 'due_soon') OR kpi2a IS NULL OR kpi2 IS NULL OR kpi3 IS NULL OR kpi4a IS NULL OR kpi5a IS NULL)`,
    );
    const states = await loadTicketKpi(manager, schema, ids.map((r) => r.ticket_id));
    const clockFor = await kpiClocks(manager, clockKind, [...states.values()].map((s) => s.dealer_ref));
    const changed = [...states.values()]
      .map((state) => ({ before: state, after: withOutcomes(state, now, clockFor(state.dealer_ref)) }))
      .filter(({ before, after }) => JSON.stringify(before) !== JSON.stringify(after))
      .map(({ after }) => after);
    await saveTicketKpi(manager, schema, changed);
    await recomputeKpiMonthly(manager, schema, changed);
    return changed.length;
  });
}
