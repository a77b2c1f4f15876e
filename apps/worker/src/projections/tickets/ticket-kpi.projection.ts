import { projectorSelectSql, TICKET_KPI, upsertFromJsonSql } from '@voc/reporting-schema';
import { type SqlRunner } from '@voc/sql';
import { clockTicketOf, type ClockFor } from './kpi-clocks';
import { evolveTicketKpi, type TicketKpiState } from './ticket-kpi.evolve';
import type { TicketEvent } from '@voc/events';

/** Loads the KPI rows of some tickets, with timestamps as ISO text. */
export async function loadTicketKpi(manager: SqlRunner, schema: string, ticketIds: readonly string[]): Promise<Map<string, TicketKpiState>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await manager.query<TicketKpiState[]>(`SELECT ${projectorSelectSql(TICKET_KPI)} FROM ${schema}.ticket_kpi WHERE ticket_id = ANY($1::uuid[])`, [ticketIds]);
  return new Map(rows.map((row) => [row.ticket_id, row]));
}

/** Writes KPI rows (insert or replace) in one statement. */
export async function saveTicketKpi(manager: SqlRunner, schema: string, states: readonly TicketKpiState[]): Promise<void> {
  if (states.length === 0) return;
  await manager.query(upsertFromJsonSql(schema, TICKET_KPI, 'replace'), [JSON.stringify(states)]);
}

/**
 * Evolves the KPI rows of the batch's tickets and saves them; answers the rows it changed so the
 * monthly roll-up can recompute their keys. `closeDay` (MONTH_CLOSE_DAY, null: none) is where
 * KPI4's counted days stop for a ticket still open at its month's close.
 */
export async function applyTicketKpi(manager: SqlRunner, schema: string, events: readonly TicketEvent[], clockFor: ClockFor, closeDay: number | null = null): Promise<TicketKpiState[]> {
  const states = await loadTicketKpi(manager, schema, [...new Set(events.map((e) => e.ticket_id))]);
  const changed = new Map<string, TicketKpiState>();
  for (const event of events) {
    const before = states.get(event.ticket_id);
    const next = evolveTicketKpi(before, event, clockFor(clockTicketOf(event)), closeDay);
    if (!next || next === before) continue;
    states.set(event.ticket_id, next);
    changed.set(event.ticket_id, next);
  }
  await saveTicketKpi(manager, schema, [...changed.values()]);
  return [...changed.values()];
}
