import type { EntityManager } from 'typeorm';
import type { ClockFor } from './kpi-clocks';
import { evolveTicketKpi, type TicketKpiState } from './ticket-kpi.evolve';
import type { TicketEvent } from '@voc/events';

export const TICKET_KPI_COLUMNS = [
  'ticket_id', 'case_no', 'type', 'source', 'dealer_ref', 'area_code', 'region', 'received_at', 'received_month', 'status',
  'first_contact_at', 'solution_at', 'closed_at', 'satisfaction_at', 'satisfied', 'sms_received', 'cancelled', 'deleted',
  'kpi2a', 'kpi2', 'kpi3', 'kpi4a', 'kpi4_days', 'kpi5a', 'kpi5b', 'kpi5c', 'live_state', 'next_due_at', 'last_position',
] as const;

const RECORD_TYPE = `ticket_id uuid, case_no text, type text, source text, dealer_ref uuid, area_code text, region text,
  received_at timestamptz, received_month date, status text, first_contact_at timestamptz, solution_at timestamptz,
  closed_at timestamptz, satisfaction_at timestamptz, satisfied text, sms_received boolean, cancelled boolean, deleted boolean,
  kpi2a boolean, kpi2 boolean, kpi3 boolean, kpi4a boolean, kpi4_days numeric, kpi5a boolean, kpi5b boolean, kpi5c boolean,
  live_state text, next_due_at timestamptz, last_position bigint`;

/** Loads the KPI rows of some tickets, with timestamps as ISO text. */
export async function loadTicketKpi(manager: EntityManager, schema: string, ticketIds: readonly string[]): Promise<Map<string, TicketKpiState>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await manager.query<TicketKpiState[]>(
    `SELECT ticket_id, case_no, type, source, dealer_ref, area_code, region,
       to_json(received_at) #>> '{}' AS received_at, to_char(received_month, 'YYYY-MM-DD') AS received_month, status,
       to_json(first_contact_at) #>> '{}' AS first_contact_at, to_json(solution_at) #>> '{}' AS solution_at,
       to_json(closed_at) #>> '{}' AS closed_at, to_json(satisfaction_at) #>> '{}' AS satisfaction_at, satisfied, sms_received,
       cancelled, deleted, kpi2a, kpi2, kpi3, kpi4a, kpi4_days::float8 AS kpi4_days, kpi5a, kpi5b, kpi5c, live_state,
       to_json(next_due_at) #>> '{}' AS next_due_at, last_position::text
     FROM ${schema}.ticket_kpi WHERE ticket_id = ANY($1::uuid[])`,
    [ticketIds],
  );
  return new Map(rows.map((row) => [row.ticket_id, row]));
}

/** Writes KPI rows (insert or replace) in one statement. */
export async function saveTicketKpi(manager: EntityManager, schema: string, states: readonly TicketKpiState[]): Promise<void> {
  if (states.length === 0) return;
  const columns = TICKET_KPI_COLUMNS.join(', ');
  const updates = TICKET_KPI_COLUMNS.filter((c) => c !== 'ticket_id').map((c) => `${c} = excluded.${c}`).join(', ');
  await manager.query(
    `INSERT INTO ${schema}.ticket_kpi (${columns})
     SELECT ${columns} FROM jsonb_to_recordset($1::jsonb) AS r(${RECORD_TYPE})
     ON CONFLICT (ticket_id) DO UPDATE SET ${updates}`,
    [JSON.stringify(states)],
  );
}

/**
 * Evolves the KPI rows of the batch's tickets and saves them; answers the rows it changed so the
 * monthly roll-up can recompute their keys.
 */
export async function applyTicketKpi(manager: EntityManager, schema: string, events: readonly TicketEvent[], clockFor: ClockFor): Promise<TicketKpiState[]> {
  const states = await loadTicketKpi(manager, schema, [...new Set(events.map((e) => e.ticket_id))]);
  const changed = new Map<string, TicketKpiState>();
  for (const event of events) {
    const dealerRef = event.payload.ticket.dealer_ref;
    const next = evolveTicketKpi(states.get(event.ticket_id), event, clockFor(dealerRef));
    if (!next) continue;
    states.set(event.ticket_id, next);
    changed.set(event.ticket_id, next);
  }
  await saveTicketKpi(manager, schema, [...changed.values()]);
  return [...changed.values()];
}
