import { escalationSteps, ESCALATION_LOOKBACK_HOURS, nextDeadline } from '@voc/domain';
import type { UnitOfWork } from '@voc/sql';
import { requestNotifications, type NoticeCause } from '@voc/notifications';
import type { ProjectionStores } from '../projections/tickets/projection-stores';
import { kpiTimesOf } from '../projections/tickets/ticket-kpi.evolve';
import { loadTicketKpi } from '../projections/tickets/ticket-kpi.projection';

const CHUNK = 500;

/**
 * After each deadline sweep: the tickets whose next KPI deadline is due soon or breached (the live
 * state the sweep keeps in reporting.ticket_kpi) get the reminder and escalations that state calls
 * for (escalationSteps), requested in the main database. The idempotency keys make this safe to
 * run at every sweep: each ticket, deadline and step is requested once. Answers how many were new.
 */
export async function requestEscalations(stores: ProjectionStores, uow: UnitOfWork, now = new Date(), schema = 'reporting'): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000';
  let requested = 0;
  for (;;) {
    const ids = await stores.reporting.query<Array<{ ticket_id: string }>>(
      `SELECT ticket_id FROM ${schema}.ticket_kpi
       WHERE live_state IN ('due_soon', 'breached') AND NOT cancelled AND NOT deleted
         AND next_due_at >= $1::timestamptz - interval '${ESCALATION_LOOKBACK_HOURS} hours' AND ticket_id > $2
       ORDER BY ticket_id LIMIT ${CHUNK}`,
      [now, after],
    );
    if (ids.length === 0) return requested;
    after = ids[ids.length - 1].ticket_id;
    const states = await loadTicketKpi(stores.reporting.manager, schema, ids.map((r) => r.ticket_id));
    const causes: NoticeCause[] = [];
    for (const state of states.values()) {
      if (!state.next_due_at || (state.live_state !== 'due_soon' && state.live_state !== 'breached')) continue;
      const next = nextDeadline(kpiTimesOf(state));
      if (!next) continue;
      const dueAt = new Date(state.next_due_at);
      for (const purpose of escalationSteps(state.live_state, dueAt, now, next.kpi)) {
        if (purpose === 'deadline_reminder' || purpose === 'escalation_area' || purpose === 'escalation_region') causes.push({ kind: 'deadline', ticketId: state.ticket_id, kpi: next.kpi, dueAt, purpose });
      }
    }
    if (causes.length) requested += (await uow.run((tx) => requestNotifications(tx, causes, now))).length;
  }
}
